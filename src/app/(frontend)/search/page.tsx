import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageLink } from '@/components/PageLink'
import { getPayloadClient } from '@/lib/payload'
import { t, type MessageKey } from '@/lib/messages'
import type { SearchKind } from '@/search/plugin'
import type { Segment } from '@/search/query'
import { searchSite } from '@/search/service'
import { getSiteSettings } from '@/site/data/globals'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchTerms } from '@/site/searchRules'

export const metadata: Metadata = {
  title: t('search.title'),
  robots: { index: false, follow: true },
  alternates: { canonical: '/search' },
}

const PER_PAGE = 20
const KIND: Record<SearchKind, MessageKey> = { page: 'search.kindPage', portfolio: 'search.kindPortfolio', gallery: 'search.kindGallery', photo: 'search.kindPhoto' }

const Marked = ({ segments }: { segments: Segment[] }) => (
  <>
    {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
  </>
)

/**
 * Site search answered on the server: the page the live search's "View all results" opens, and the
 * whole search for visitors without JavaScript. The same ranking as the live search, 20 a page.
 */
export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The query first: it makes the page one rendered per request, never at build (src/lib/buildPhase.ts).
  const params = await searchParams
  const settings = await getSiteSettings()
  if (settings.features?.search === false) notFound()
  const { query, problem } = searchTerms(params.q)
  const page = Math.min(500, Math.max(1, Number.parseInt(typeof params.page === 'string' ? params.page : '1', 10) || 1))
  const answer = query && !problem ? await searchSite(await getPayloadClient(), query, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE }) : null
  const pages = answer ? Math.max(1, Math.ceil(answer.total / PER_PAGE)) : 1
  const pageHref = (n: number) => `/search?q=${encodeURIComponent(query)}${n > 1 ? `&page=${n}` : ''}`
  return (
    <>
      <header className="page-intro">
        <h1>{t('search.title')}</h1>
      </header>
      <form className="search-form" action="/search" role="search">
        <label htmlFor="search-page-q">{t('search.label')}</label>
        <div className="search-form-row">
          <input id="search-page-q" type="search" name="q" defaultValue={query} minLength={SEARCH_MIN_LENGTH} maxLength={SEARCH_MAX_LENGTH} required />
          <button type="submit" className="button">
            {t('search.button')}
          </button>
        </div>
      </form>
      {query && problem ? (
        <p className="search-problem" role="alert">
          {problem === 'tooShort' ? t('search.tooShort', { min: SEARCH_MIN_LENGTH }) : t('search.tooLong', { max: SEARCH_MAX_LENGTH })}
        </p>
      ) : null}
      {answer ? (
        <section className="search-results" aria-labelledby="search-summary">
          <p id="search-summary" className="search-summary" role="status">
            {answer.total ? t('search.summary', { count: answer.total, query }) : t('search.noResults', { query })}
          </p>
          <ol className="search-hits" start={(page - 1) * PER_PAGE + 1}>
            {answer.results.map((result) => (
              <li key={result.href} className="search-hit">
                {/* eslint-disable-next-line @next/next/no-img-element -- our own 320 px derivative */}
                {result.image ? <img src={result.image.src} alt="" width={96} height={72} loading="lazy" /> : null}
                <div>
                  <PageLink href={result.href}>
                    {result.title}
                  </PageLink>{' '}
                  <span className="search-hit-kind">· {t(KIND[result.kind])}</span>
                  {result.snippet.length ? (
                    <p>
                      <Marked segments={result.snippet} />
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="search-paging" aria-label={t('search.results')}>
              {page > 1 ? <PageLink href={pageHref(page - 1)}>{t('search.previousPage')}</PageLink> : null}
              <span>{t('search.pageOf', { page, pages })}</span>
              {page < pages ? <PageLink href={pageHref(page + 1)}>{t('search.nextPage')}</PageLink> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
