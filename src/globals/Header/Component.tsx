import Link from 'next/link'

import { CmsLink } from '@/components/CmsLink'
import { t } from '@/lib/messages'
import { getHeader, getSiteSettings } from '@/site/data/globals'

import { HeaderChrome } from './Chrome.client'

const NAV_ID = 'site-menu'

/**
 * Site header with the editors' navigation, rendered on the server. Sub-menus open on hover and
 * keyboard focus with CSS only, so navigation works before (and without) JavaScript; the menu
 * button on small screens, the scrolled state and the scroll-to-top link are HeaderChrome's.
 */
export async function SiteHeader() {
  const [header, settings] = await Promise.all([getHeader(), getSiteSettings()])
  const logo = (
    <Link href="/" className="site-logo">
      <span aria-hidden="true" className="site-logo-mark" />
      {settings.siteName}
    </Link>
  )
  return (
    <HeaderChrome navId={NAV_ID} logo={logo} labels={{ menu: t('site.menu'), scrollToTop: t('site.scrollToTop') }}>
      <nav id={NAV_ID} aria-label={t('site.mainNavigation')} className="site-nav">
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
    </HeaderChrome>
  )
}
