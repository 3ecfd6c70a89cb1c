import type { BlockPlacement } from '@/blocks/types'
import { CmsLink } from '@/components/CmsLink'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { HeroBlock as HeroBlockProps } from '@/payload-types'

export function HeroBlock({ heading, text, image, style, links, placement }: HeroBlockProps & { placement: BlockPlacement }) {
  const { isFirst } = placement
  const photo = typeof image === 'object' && image ? reshapePhoto(image) : null
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={`block hero hero-${style ?? 'standard'}`}>
      <div className="hero-text">
        <Heading>{heading}</Heading>
        {text ? <p className="hero-lead">{text}</p> : null}
        {links?.length ? (
          <p className="hero-actions">
            {links.map((item, index) => (
              <CmsLink key={item.id ?? index} link={item.link} className={index === 0 ? 'button' : 'button button-secondary'} />
            ))}
          </p>
        ) : null}
      </div>
      {photo ? (
        <div className="hero-media">
          <ResponsiveImage
            {...photoImageProps(photo)}
            sizes={style === 'cover' ? '100vw' : '(max-width: 900px) 100vw, 600px'}
            priority={isFirst}
            cover={style === 'cover'}
          />
        </div>
      ) : null}
    </section>
  )
}
