import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import { pickMessages } from '@/lib/messages'
import { TESTIMONIALS_MESSAGES } from '@/lib/messageTemplates'
import type { TestimonialsBlock as TestimonialsBlockProps } from '@/payload-types'

import { Testimonials } from '../islands'

export function TestimonialsBlock({ heading, autoplay, interval, speed, height, items }: TestimonialsBlockProps) {
  if (!items?.length) return null
  return (
    <section className="block block-testimonials">
      {heading ? <h2>{heading}</h2> : null}
      <Testimonials
        label={heading || 'Testimonials'}
        settings={{ autoplay: autoplay ?? true, interval: interval ?? 5000, speed: speed ?? 500, adaptiveHeight: height === 'adaptive' }}
        messages={pickMessages(TESTIMONIALS_MESSAGES)}
        slides={items.map((item, index) => {
          const photo = typeof item.photo === 'object' && item.photo ? reshapePhoto(item.photo) : null
          return (
            <figure key={item.id ?? index} className="testimonial">
              <blockquote className="testimonial-quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial-author">
                {photo ? <ResponsiveImage {...photoImageProps(photo)} alt="" width={56} height={56} sizes="56px" cover maxSourceWidth={320} className="testimonial-photo" /> : null}
                <span>
                  <span className="testimonial-name">{item.name}</span>
                  {item.role ? <span className="testimonial-role">{item.role}</span> : null}
                </span>
              </figcaption>
            </figure>
          )
        })}
      />
    </section>
  )
}
