import { CmsLink } from '@/components/CmsLink'
import { Icon } from '@/components/Icon'
import type { IconBoxesBlock as IconBoxesBlockProps } from '@/payload-types'

export function IconBoxesBlock({ heading, intro, items }: IconBoxesBlockProps) {
  if (!items?.length) return null
  return (
    <section className="block block-icon-boxes">
      {heading ? <h2>{heading}</h2> : null}
      {intro ? <p className="block-intro">{intro}</p> : null}
      <ul className="icon-boxes" data-stagger>
        {items.map((item, index) => (
          <li key={item.id ?? index} className="icon-box surface">
            <Icon name={item.icon} className="icon-box-icon" />
            <h3>{item.title}</h3>
            {item.text ? <p>{item.text}</p> : null}
            {item.hasLink && item.link ? <CmsLink link={item.link} className="icon-box-link" /> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
