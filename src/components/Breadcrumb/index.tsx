import { PageLink } from '@/components/PageLink'
import { t } from '@/lib/messages'

export type Crumb = { label: string; href: string }

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('album.breadcrumb')} className="breadcrumb">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1
          return (
            <li key={item.href}>
              <PageLink href={item.href} aria-current={current ? 'page' : undefined}>
                {item.label}
              </PageLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
