import { CmsLink } from '@/components/CmsLink'
import type { CallToActionBlock as CallToActionBlockProps } from '@/payload-types'

export function CallToActionBlock({ heading, text, links }: CallToActionBlockProps) {
  return (
    <section className="block block-cta">
      <div>
        <h2>{heading}</h2>
        {text ? <p>{text}</p> : null}
      </div>
      <p className="cta-actions">
        {(links ?? []).map((item, index) => (
          <CmsLink key={item.id ?? index} link={item.link} className="button" />
        ))}
      </p>
    </section>
  )
}
