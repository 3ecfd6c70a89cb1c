import { LayoutComplete } from '@/components/LayoutComplete'
import { pickMessages, t } from '@/lib/messages'
import { TAG_FILTER_MESSAGES } from '@/lib/messageTemplates'

import type { GalleryOptions } from '../resolveOptions'
import { SORT_DIRECTIONS, SORT_KEYS, LIMITS, stateKey, type GalleryQuery, type SortDirection, type SortKey } from '../state/query'
import type { GalleryClientParts } from './clientParts'
import { otherState } from './hrefs'

export type GalleryControlsProps = {
  prefix: string
  basePath: string
  pageState: URLSearchParams
  query: GalleryQuery
  sort: SortKey
  dir: SortDirection
  defaults: { sort: SortKey; dir: SortDirection }
  availableTags: { slug: string; name: string }[]
  controls: GalleryOptions['controls']
  clearSearchHref: string
  /** The tag filter island (from the parts the gallery was given). */
  TagFilter: GalleryClientParts['TagFilter']
}

/**
 * Search, tag filter and sort as one GET form: it works without JavaScript (Enter or Apply loads the
 * new address); the shell island submits it in place and on every select change.
 */
export function GalleryControls({ prefix, basePath, pageState, query, sort, dir, defaults, availableTags, controls, clearSearchHref, TagFilter }: GalleryControlsProps) {
  const key = (name: Parameters<typeof stateKey>[1]) => stateKey(prefix, name)
  return (
    <form className="gallery-controls" action={basePath} method="get" role="search" aria-label={t('gallery.controls')} data-gallery-form={prefix}>
      {otherState(pageState, prefix).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {query.view ? <input type="hidden" name={key('view')} value={query.view} /> : null}
      {query.sort === 'random' && query.seed !== null ? <input type="hidden" name={key('seed')} value={query.seed} /> : null}
      {controls.search ? (
        <div className="gallery-search">
          <input
            type="search"
            name={key('q')}
            defaultValue={query.q}
            aria-label={t('gallery.search')}
            placeholder={t('gallery.search')}
            maxLength={LIMITS.search}
            enterKeyHint="search"
            autoComplete="off"
          />
          <button type="submit" className="gallery-search-submit">
            {t('gallery.searchButton')}
          </button>
          {query.q ? (
            <a className="gallery-search-clear" href={clearSearchHref} data-gallery-nav="filter">
              {t('gallery.clearSearch')}
            </a>
          ) : null}
        </div>
      ) : null}
      {controls.tagFilter && availableTags.length > 0 ? <TagFilter name={key('tag')} tags={availableTags} selected={query.tags} messages={pickMessages(TAG_FILTER_MESSAGES)} /> : null}
      {controls.sortSelect ? (
        <div className="gallery-sort">
          <label>
            <span>{t('gallery.sortBy')}</span>
            <select name={key('sort')} defaultValue={sort} data-auto-submit data-default={defaults.sort}>
              {SORT_KEYS.map((value) => (
                <option key={value} value={value}>
                  {t(`gallery.sort.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {sort !== 'random' ? (
            <label>
              <span>{t('gallery.direction')}</span>
              <select name={key('dir')} defaultValue={dir} data-auto-submit data-default={defaults.dir}>
                {SORT_DIRECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`gallery.dir.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      {/* Selects submit themselves with JavaScript; without it this button does. Never rendered
          otherwise, so hydration cannot move the layout. */}
      <noscript>
        <button type="submit" className="gallery-apply">
          {t('gallery.apply')}
        </button>
      </noscript>
      <LayoutComplete />
    </form>
  )
}
