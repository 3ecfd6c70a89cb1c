import { ResponsiveImage } from '@/components/ResponsiveImage'

import { PhotoLink, PlayMarker } from '../shared/PhotoLink'
import { previewFor } from '../shared/previews'
import { photoElementId, type ViewProps } from '../types'

/** Blog style: a vertical stream of large photos, each with its title and description. */
export function BlogStyleView({ gallerySlug, photos, options, photoQuery, idPrefix, eagerCount, prioritiseFirst, priorityMedia, headingLevel }: ViewProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const { blogImageWidth, lazyLoad } = options.viewOptions
  return (
    <ol className="blog-style" style={{ maxWidth: `${blogImageWidth}px` }}>
      {photos.map((photo, index) => {
        const width = Math.min(blogImageWidth, photo.width)
        const height = Math.round((width / photo.width) * photo.height)
        return (
          <li key={photo.id} id={photoElementId(idPrefix, photo.id)} className="blog-style-item">
            <article>
              <PhotoLink photo={photo} gallerySlug={gallerySlug} behaviour={options.behaviour} photoQuery={photoQuery} className="blog-style-photo">
                <span className="thumb-frame">
                  <ResponsiveImage
                    alt={photo.alt}
                    sources={photo.sources}
                    placeholder={previewFor(photo.placeholder, index)}
                    width={width}
                    height={height}
                    sizes={`(max-width: ${width}px) 100vw, ${width}px`}
                    priority={index < Math.min(eagerCount, 1)}
                    priorityMedia={priorityMedia}
                    lazy={lazyLoad}
                    className={index === 0 && prioritiseFirst ? 'lcp' : undefined}
                  />
                  <PlayMarker show={photo.kind !== 'image'} />
                </span>
              </PhotoLink>
              <Heading className="blog-style-title">{photo.title}</Heading>
              {photo.description ? <p className="blog-style-description">{photo.description}</p> : null}
            </article>
          </li>
        )
      })}
    </ol>
  )
}
