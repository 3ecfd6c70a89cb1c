import type { Metadata } from 'next'

import { PageLink } from '@/components/PageLink'
import { t, type MessageKey } from '@/lib/messages'

export const metadata: Metadata = { title: t('newsletter.resultTitle'), robots: { index: false, follow: false } }

const RESULTS: Record<string, MessageKey> = {
  pending: 'newsletter.success',
  confirmed: 'newsletter.confirmed',
  unsubscribed: 'newsletter.unsubscribed',
  expired: 'newsletter.expired',
  invalid: 'newsletter.invalid',
  problem: 'newsletter.problem',
  busy: 'newsletter.busy',
}

/** Where the newsletter's links and its form without scripts land: the outcome in words. */
export default async function NewsletterDonePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const result = (await searchParams).result
  const key = typeof result === 'string' && result in RESULTS ? RESULTS[result]! : 'newsletter.invalid'
  return (
    <section className="page-intro form-sent">
      <h1>{t('newsletter.resultTitle')}</h1>
      <p role="status">{t(key)}</p>
      <p>
        <PageLink href="/">{t('forms.backHome')}</PageLink>
      </p>
    </section>
  )
}
