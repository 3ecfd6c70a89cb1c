import { pickMessages, t } from '@/lib/messages'
import { NEWSLETTER_MESSAGES } from '@/newsletter/components/messages'
import { NewsletterForm } from '@/newsletter/islands'
import type { NewsletterBlock as NewsletterBlockProps } from '@/payload-types'
import { getSiteSettings } from '@/site/data/globals'

import type { BlockPlacement } from '../types'

/** A newsletter sign-up placed on a page (nothing when the site's newsletter switch is off). */
export async function NewsletterBlock({ heading, text, redirect, placement }: NewsletterBlockProps & { placement: BlockPlacement }) {
  const settings = await getSiteSettings()
  if (settings.features?.newsletter === false) return null
  return (
    <section className="block newsletter-block" aria-labelledby={`newsletter-${placement.pagePath}`}>
      <h2 id={`newsletter-${placement.pagePath}`}>{heading || t('newsletter.heading')}</h2>
      <p>{text || t('newsletter.text')}</p>
      <NewsletterForm form="block" source={placement.pagePath} redirect={redirect ?? null} messages={pickMessages(NEWSLETTER_MESSAGES)} />
    </section>
  )
}
