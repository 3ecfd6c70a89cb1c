import { t } from '@/lib/messages'

import type { PagingMode } from '../state/select'
import { pageWindow } from './hrefs'

export type PagingProps = {
  mode: PagingMode
  page: number
  pageCount: number
  href: (page: number, hash?: string) => string
  /** Element id of the first photo the next load-more page adds. */
  nextPageFirstId: string | null
}

/**
 * Numbered pages, a "Load more" link or an infinite-scroll trigger. All are real links to the next
 * address (load-more lands on the first new photo by its anchor); the shell island follows them in
 * place, and watches the infinite-scroll one come into view.
 */
export function Paging({ mode, page, pageCount, href, nextPageFirstId }: PagingProps) {
  if (mode === 'none' || pageCount <= 1) return null
  if (mode === 'load-more' || mode === 'infinite') {
    if (page >= pageCount) return null
    return (
      <p className="gallery-more">
        <a
          className="button"
          href={href(page + 1, nextPageFirstId ?? undefined)}
          data-gallery-nav={mode === 'infinite' ? 'infinite' : 'more'}
          data-target={nextPageFirstId ?? undefined}
        >
          {t('gallery.loadMore')}
        </a>
      </p>
    )
  }
  return (
    <nav className="gallery-pagination" aria-label={t('gallery.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={href(page - 1)} data-gallery-nav="page" rel="prev">
              {t('gallery.previousPage')}
            </a>
          ) : null}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                data-gallery-nav="page"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('gallery.pageN', { page: n })}
              >
                {n}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={href(page + 1)} data-gallery-nav="page" rel="next">
              {t('gallery.nextPage')}
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
