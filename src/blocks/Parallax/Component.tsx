import type { CSSProperties } from 'react'

import { CmsLink } from '@/components/CmsLink'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { ParallaxBlock as ParallaxBlockProps } from '@/payload-types'

import { Parallax } from '../islands'

export function ParallaxBlock({ image, heading, text, links, ratio, height, id }: ParallaxBlockProps) {
  const photo = typeof image === 'object' && image ? reshapePhoto(image) : null
  if (!photo) return null
  const safeRatio = Math.min(0.9, Math.max(0.1, ratio ?? 0.5))
  return (
    <Parallax ratio={safeRatio} className={`block parallax parallax-${height ?? 'medium'}`} style={{ '--ratio': safeRatio } as CSSProperties} labelledBy={heading ? `parallax-${id}` : undefined}>
      <div className="parallax-media">
        <ResponsiveImage {...photoImageProps(photo)} alt="" sizes="100vw" cover className="parallax-image" />
      </div>
      {heading || text || links?.length ? (
        <div className="parallax-content">
          {heading ? <h2 id={`parallax-${id}`}>{heading}</h2> : null}
          {text ? <p>{text}</p> : null}
          {links?.length ? (
            <p className="hero-actions">
              {links.map((item, index) => (
                <CmsLink key={item.id ?? index} link={item.link} className={index === 0 ? 'button' : 'button button-secondary'} />
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
    </Parallax>
  )
}
