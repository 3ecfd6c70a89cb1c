import Link from 'next/link'

import { CartLink } from '@/commerce/components/CartLink.client'
import { CmsLink } from '@/components/CmsLink'
import { pickMessages, t } from '@/lib/messages'
import { LIVE_SEARCH_MESSAGES } from '@/search/components/messages'
import { getHeader, getSiteSettings } from '@/site/data/globals'

import { HeaderChrome } from './Chrome.client'
import { megaColumns } from './megaColumns'
import { SearchPopover } from './SearchPopover.client'

const NAV_ID = 'site-menu'

/**
 * Site header with the editors' navigation, rendered on the server. Sub-menus (plain, or a mega menu's
 * wide panel in columns) open on hover and keyboard focus with CSS only, and stay 300 ms after the
 * pointer leaves so a diagonal move to them does not close them, so navigation works before (and without) JavaScript; the menu
 * button on small screens, the scrolled state and the scroll-to-top link are HeaderChrome's; the search
 * button opens its field in a popover (SearchPopover).
 */
export async function SiteHeader() {
  const [header, settings] = await Promise.all([getHeader(), getSiteSettings()])
  const logo = (
    // No prefetch, like every other header link: prefetching the home page would fetch its blocks'
    // client code (11.7 KB) on every page.
    <Link href="/" className="site-logo" prefetch={false}>
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
              {item.children?.length && item.megaMenu ? (
                <ul className="mega-menu">
                  {megaColumns(item.children).map((column, columnIndex) => (
                    <li key={columnIndex} className="mega-column">
                      {column.heading ? <span className="mega-heading">{column.heading}</span> : null}
                      <ul>
                        {column.links.map((child, childIndex) => (
                          <li key={child.id ?? childIndex}>
                            <CmsLink link={child.link} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              ) : item.children?.length ? (
                <ul>
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
      {settings.features?.shop !== false ? <CartLink labels={{ cart: t('shop.cart'), item: t('shop.cartItem'), items: t('shop.cartItems') }} /> : null}
      {settings.features?.search !== false ? <SearchPopover labels={{ open: t('site.search'), field: t('search.label'), submit: t('search.button') }} live={pickMessages(LIVE_SEARCH_MESSAGES)} /> : null}
    </HeaderChrome>
  )
}
