import type { Metadata } from 'next'

import { BAD_REQUEST_MARKS } from '@/lib/badRequest'

export const metadata: Metadata = { title: BAD_REQUEST_MARKS.title, robots: { index: false, follow: false } }

/**
 * The page a 400 shows, in the site's own header and footer: the proxy (src/proxy.ts) reads this
 * static page and puts the request's message and way back in place of the stand-ins.
 */
export default function BadRequestPage() {
  return (
    <section className="not-found">
      <h1>{BAD_REQUEST_MARKS.title}</h1>
      {/* Filled in by the proxy in the HTML and the page's data alike; as markup, hydration leaves it as sent. */}
      <p dangerouslySetInnerHTML={{ __html: BAD_REQUEST_MARKS.message }} />
      <p>
        <a href={BAD_REQUEST_MARKS.back} className="button">
          {BAD_REQUEST_MARKS.backLabel}
        </a>
      </p>
    </section>
  )
}
