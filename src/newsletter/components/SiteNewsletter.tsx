import { pickMessages, t } from '@/lib/messages'
import { linkHref } from '@/lib/urls'
import type { SiteSetting } from '@/payload-types'

import { NewsletterForm, PromoPopup } from '../islands'
import { NEWSLETTER_MESSAGES, POPUP_MESSAGES } from './messages'
// Its styles (styles.css) come with every page's stylesheet, from the frontend layout.

/** The footer's sign-up, when the site's newsletter switch is on. */
export function FooterNewsletter({ settings }: { settings: SiteSetting }) {
  if (settings.features?.newsletter === false) return null
  return (
    <div className="footer-newsletter">
      <h2>{settings.newsletter?.heading || t('newsletter.heading')}</h2>
      <p>{settings.newsletter?.text || t('newsletter.text')}</p>
      <NewsletterForm form="footer" messages={pickMessages(NEWSLETTER_MESSAGES)} />
    </div>
  )
}

/** The promotional popup, when an editor switched it on (a newsletter popup also needs the newsletter switch). */
export function SitePopup({ settings }: { settings: SiteSetting }) {
  const popup = settings.popup
  if (!popup?.enabled || !popup.heading) return null
  const kind = popup.kind === 'offer' ? 'offer' : 'newsletter'
  if (kind === 'newsletter' && settings.features?.newsletter === false) return null
  const href = kind === 'offer' && popup.link ? linkHref(popup.link) : null
  return (
    <PromoPopup
      heading={popup.heading}
      text={popup.text ?? null}
      kind={kind}
      link={href ? { href, label: popup.link?.label || href } : null}
      trigger={popup.trigger === 'scroll' ? 'scroll' : 'delay'}
      delaySeconds={popup.delaySeconds ?? 10}
      scrollPercent={popup.scrollPercent ?? 50}
      consentRequired={settings.consent?.enabled !== false}
      messages={pickMessages(POPUP_MESSAGES)}
    />
  )
}
