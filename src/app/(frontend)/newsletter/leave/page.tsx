import type { Metadata } from 'next'

import { PageLink } from '@/components/PageLink'
import { t } from '@/lib/messages'

export const metadata: Metadata = { title: t('newsletter.leaveTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** Where a newsletter's unsubscribe link leads: one button, so a link opened by a mail scanner changes nothing. */
export default async function NewsletterLeavePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw.slice(0, 500) : ''
  return (
    <section className="form-sent">
      <h1>{t('newsletter.leaveTitle')}</h1>
      <p>{t('newsletter.leaveText')}</p>
      <form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`} className="site-form-actions">
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="button">
          {t('newsletter.leaveButton')}
        </button>
        <PageLink href="/">{t('newsletter.leaveStay')}</PageLink>
      </form>
    </section>
  )
}
