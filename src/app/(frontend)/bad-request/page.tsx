import type { Metadata } from 'next'

import { BAD_REQUEST_MARKS } from '@/lib/badRequest'
import { t } from '@/lib/messages'

export const metadata: Metadata = { title: t('error.badRequestTitle'), robots: { index: false, follow: false } }

/**
 * The page a 400 shows, in the site's own header and footer: the proxy (src/proxy.ts) reads this
 * static page and puts the request's message and way back in place of the stand-ins.
 */
export default function BadRequestPage() {
  return (
    <section className="not-found">
      <h1>{t('error.badRequestTitle')}</h1>
      {/* Filled in by the proxy in the HTML and the page's data alike; as markup, hydration leaves it as sent. */}
      <p dangerouslySetInnerHTML={{ __html: BAD_REQUEST_MARKS.message }} />
      <p>
        <a href={BAD_REQUEST_MARKS.back} className="button">
          {t('error.backToPage')}
        </a>
      </p>
    </section>
  )
}
