import ServerPhotoAlbum from 'react-photo-album/server'

import { ResponsiveImage } from '@/components/ResponsiveImage'

import { ALBUM_BREAKPOINTS, ALBUM_SPACING } from '../../layouts/mosaic'
import type { GalleryPhoto } from '../../data/types'
import { PhotoLink, PlayMarker } from './PhotoLink'
import type { ViewProps } from '../types'

type AlbumPhoto = { key: string; src: string; width: number; height: number; photo: GalleryPhoto }

export type AlbumLayoutProps = ViewProps & {
  layout: 'rows' | 'columns' | 'masonry'
  columns?: (containerWidth: number) => number
  targetRowHeight?: (containerWidth: number) => number
  className: string
}

/**
 * Masonry and mosaic layouts from react-photo-album's server component: the layout is computed on
 * the server for a few container widths and a container query shows the one that fits — no
 * JavaScript, no shift. Each tile is our own thumbnail and link, in the library's sized wrapper.
 */
export function AlbumLayout({ layout, columns, targetRowHeight, className, gallerySlug, photos, options, photoQuery, eagerCount, prioritiseFirst }: AlbumLayoutProps) {
  const { titleDisplay, showDescription, lazyLoad, thumbnailWidth } = options.viewOptions
  const albumPhotos: AlbumPhoto[] = photos.map((photo) => ({ key: String(photo.id), src: photo.sources[0]!.url, width: photo.width, height: photo.height, photo }))
  // The same `sizes` in every breakpoint's copy, so each photo resolves to one file, fetched once.
  const sizes = `(max-width: 640px) 100vw, ${Math.round(thumbnailWidth * 1.5)}px`
  const common = {
    photos: albumPhotos,
    breakpoints: [...ALBUM_BREAKPOINTS],
    spacing: ALBUM_SPACING,
    padding: 0,
    classNames: { container: `photo-album ${className} titles-${titleDisplay}` },
    componentsProps: { container: { 'aria-label': undefined, role: undefined } },
    render: {
      wrapper: ({ children: _libraryImage, ...props }: React.ComponentPropsWithoutRef<'div'>, { photo: item, index }: { photo: AlbumPhoto; index: number }) => (
        <div {...props} data-photo={item.photo.id}>
          <PhotoLink photo={item.photo} gallerySlug={gallerySlug} behaviour={options.behaviour} photoQuery={photoQuery}>
            <span className="thumb-frame">
              <ResponsiveImage
                alt={item.photo.alt}
                sources={item.photo.sources}
                placeholder={item.photo.placeholder}
                width={item.photo.width}
                height={item.photo.height}
                sizes={sizes}
                priority={index < eagerCount}
                lazy={lazyLoad}
                maxSourceWidth={1280}
                className={index === 0 && prioritiseFirst ? 'thumb lcp' : 'thumb'}
              />
              <PlayMarker photo={item.photo} />
            </span>
            {titleDisplay !== 'never' ? <span className="thumb-title">{item.photo.title}</span> : null}
          </PhotoLink>
          {showDescription && item.photo.description ? <p className="thumb-description">{item.photo.description}</p> : null}
        </div>
      ),
    },
  }
  if (layout === 'rows') return <ServerPhotoAlbum layout="rows" targetRowHeight={targetRowHeight} {...common} />
  if (layout === 'columns') return <ServerPhotoAlbum layout="columns" columns={columns} {...common} />
  return <ServerPhotoAlbum layout="masonry" columns={columns} {...common} />
}
