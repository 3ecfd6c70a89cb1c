import Link from 'next/link'

import { CmsLink } from '@/components/CmsLink'
import { t } from '@/lib/messages'
import { getHeader, getSiteSettings } from '@/site/data/globals'

/**
 * Site header with the editors' navigation. Sub-menus open on hover and keyboard focus with CSS only,
 * so navigation works before (and without) JavaScript.
 */
export async function SiteHeader() {
  const [header, settings] = await Promise.all([getHeader(), getSiteSettings()])
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-logo">
          <span aria-hidden="true" className="site-logo-mark" />
          {settings.siteName}
        </Link>
        <nav aria-label={t('site.mainNavigation')} className="site-nav">
          <ul>
            {(header.navItems ?? []).map((item, index) => (
              <li key={item.id ?? index} className={item.children?.length ? 'has-children' : undefined}>
                <CmsLink link={item.link} />
                {item.children?.length ? (
                  <ul aria-label={t('site.submenu', { label: item.link.label ?? '' })}>
                    {item.children.map((child, childIndex) => (
                      <li key={child.id ?? childIndex}>
                        <CmsLink link={child.link} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
