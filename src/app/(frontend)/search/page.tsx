import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { photoImageProps } from '@/gallery/views/photoImage'
import { t } from '@/lib/messages'
import { searchSite } from '@/site/data/search'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchTerms } from '@/site/searchRules'
import { getSiteSettings } from '@/site/data/globals'

export const metadata: Metadata = {
  title: t('search.title'),
  robots: { index: false, follow: true },
  alternates: { canonical: '/search' },
}

/**
 * Site search, answered on the server so it works without JavaScript: the header's search field and
 * this page's form both send `?q=`. Results per kind, as a visitor may see them.
 */
export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const settings = await getSiteSettings()
  if (settings.features?.search === false) notFound()
  const { query, problem } = searchTerms((await searchParams).q)
  const results = query && !problem ? await searchSite(query) : null
  const total = results ? results.pages.length + results.galleries.length + results.photos.length : 0
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
      {results ? (
        <section className="search-results" aria-labelledby="search-summary">
          <p id="search-summary" className="search-summary" role="status">
            {total ? t('search.summary', { count: total, query }) : t('search.noResults', { query })}
          </p>
          {results.pages.length ? (
            <>
              <h2>{t('search.pages')}</h2>
              <ul className="search-list">
                {results.pages.map((page) => (
                  <li key={page.href}>
                    <Link href={page.href} prefetch={false}>
                      {page.title}
                    </Link>
                    {page.description ? <p>{page.description}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {results.galleries.length ? (
            <>
              <h2>{t('search.galleries')}</h2>
              <ul className="search-list">
                {results.galleries.map((gallery) => (
                  <li key={gallery.href}>
                    <Link href={gallery.href} prefetch={false}>
                      {gallery.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {results.photos.length ? (
            <>
              <h2>{t('search.photos')}</h2>
              <ul className="search-photos">
                {results.photos.map(({ photo, href }) => (
                  <li key={href}>
                    <Link href={href} prefetch={false}>
                      <ResponsiveImage {...photoImageProps(photo)} width={320} height={240} sizes="(max-width: 640px) 50vw, 220px" cover maxSourceWidth={640} />
                      <span>{photo.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
