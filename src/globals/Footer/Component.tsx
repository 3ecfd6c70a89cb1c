import { CmsLink } from '@/components/CmsLink'
import { ConsentSettingsButton } from '@/components/Consent/SettingsButton.client'
import { t } from '@/lib/messages'
import { FooterNewsletter } from '@/newsletter/components/SiteNewsletter'
import { isSafeHttpUrl } from '@/lib/urls'
import { getFooter, getSiteSettings } from '@/site/data/globals'

import { SOCIAL_LABELS } from '../SiteSettings/config'

export async function SiteFooter() {
  const [footer, settings] = await Promise.all([getFooter(), getSiteSettings()])
  const contact = settings.contact
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t('site.footerNavigation')} className="footer-columns">
          {(footer.columns ?? []).map((column, index) => (
            <div key={column.id ?? index}>
              <h2>{column.heading}</h2>
              <ul>
                {(column.links ?? []).map((item, linkIndex) => (
                  <li key={item.id ?? linkIndex}>
                    <CmsLink link={item.link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {contact?.email || contact?.phone || contact?.address ? (
            <div>
              <h2>{t('site.contact')}</h2>
              <address>
                {contact.address ? <p className="footer-address">{contact.address}</p> : null}
                {contact.phone ? <p><a href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</a></p> : null}
                {contact.email ? <p><a href={`mailto:${contact.email}`}>{contact.email}</a></p> : null}
              </address>
            </div>
          ) : null}
          {settings.social?.length ? (
            <div>
              <h2>{t('site.social')}</h2>
              <ul>
                {settings.social
                  .filter((item) => isSafeHttpUrl(item.url))
                  .map((item, index) => (
                    <li key={item.id ?? index}>
                      <a href={item.url} rel="noopener noreferrer me">
                        {SOCIAL_LABELS[item.platform]}
                      </a>
                    </li>
                  ))}
              </ul>
            </div>
          ) : null}
        </nav>
        <FooterNewsletter settings={settings} />
        <p className="footer-note">
          {t('site.copyright', { year: new Date().getFullYear(), siteName: settings.siteName })}
          {footer.note ? ` · ${footer.note}` : null}
          {settings.consent?.enabled !== false ? (
            <>
              {' · '}
              <ConsentSettingsButton label={t('consent.settings')} />
            </>
          ) : null}
        </p>
      </div>
    </footer>
  )
}
