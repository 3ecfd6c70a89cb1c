import type { ReactNode } from 'react'

import { pickMessages, t } from '@/lib/messages'
import { CAROUSEL_MESSAGES, SLIDESHOW_MESSAGES } from '@/lib/messageTemplates'

import { siteRelativeMediaUrl } from '../data/reshape'
import type { GalleryPhoto } from '../data/types'
import { CarouselView, GalleryShell, LightboxOpener, SlideshowView, TagFilter, ThumbnailRatings } from '../islands'
import type { GalleryOptions } from '../resolveOptions'
import { parseGalleryQuery, EMPTY_QUERY, type GalleryQuery, type SortDirection, type SortKey } from '../state/query'
import { selectPhotos, type PagingMode } from '../state/select'
import { BlogStyleView } from '../views/BlogStyle/Component'
import { GridView } from '../views/Grid/Component'
import { ImageBrowserView } from '../views/ImageBrowser/Component'
import { MasonryView } from '../views/Masonry/Component'
import { MosaicView } from '../views/Mosaic/Component'
import { toSlides } from '../views/slides'
import type { GalleryView } from '../views/names'
import { photoElementId, type ViewProps } from '../views/types'
import type { GalleryClientParts } from './clientParts'
import { GalleryControls } from './Controls'
import { makeGalleryHref, photoQueryString } from './hrefs'
import { Paging } from './Paging'

/**
 * Wider than a phone: a gallery's first photos are in the first screen even under its description.
 * By width alone: a phone held sideways counts as wide, a very long description on a wide screen
 * does not count; in both the photos are only fetched sooner than they need to be.
 */
const THUMBNAILS_FIRST_SCREEN_MEDIA = '(min-width: 40rem)'

const ISLAND_PARTS: GalleryClientParts = { GalleryShell, TagFilter, LightboxOpener }

export type GalleryBrowserProps = {
  gallerySlug: string
  title: string
  photos: GalleryPhoto[]
  options: GalleryOptions
  /** Every gallery state on the page (decoded from the address). */
  pageState: URLSearchParams
  /** '' on a gallery's own page, `g1`, `g2`… for blocks on a CMS page. */
  prefix: string
  /** The page the gallery sits on: links keep the visitor there. */
  basePath: string
  fixedTags?: string[]
  /** A block's "at most N photos" teaser: no paging, no controls. */
  limit?: number | null
  /** The gallery is the page's main content: its first photo may be the largest paint. */
  isMain?: boolean
  /**
   * The page shows the gallery's description above it: on a phone that (with the title and controls)
   * fills the first screen, so the first photos get high priority on wider screens only.
   */
  textAbove?: boolean
  /** A photo page: the viewer opens at this photo over the gallery (`viewer` is its server-rendered form). */
  openPhoto?: { id: number; panel: string | null; viewer: ReactNode; liveAt?: 'input' | 'load' }
  /** Where the gallery's client parts come from (see `GalleryClientParts`). */
  parts?: GalleryClientParts
}

/**
 * One gallery on a page: controls (search, tags, sort), the chosen view and paging, all
 * server-rendered from the address; the shell island makes changes happen in place.
 */
export function GalleryBrowser(props: GalleryBrowserProps) {
  const { gallerySlug, title, photos, options, pageState, prefix, basePath, fixedTags, limit, isMain = false, textAbove = false, openPhoto, parts = ISLAND_PARTS } = props
  // The islands' or the page's own (see GalleryClientParts).
  const { GalleryShell, LightboxOpener, TagFilter } = parts
  const music = musicUrl(options.slideshow.music)
  const parsed = parseGalleryQuery(pageState, prefix)
  const query: GalleryQuery = parsed.ok ? parsed.query : EMPTY_QUERY
  const view = query.view ?? options.view
  const teaser = typeof limit === 'number' && limit > 0
  const paging: PagingMode = teaser || view === 'slideshow' || view === 'carousel' ? 'none' : view === 'image-browser' ? 'pagination' : (options.controls.paging as PagingMode)
  const perPage = photosPerPage(view, options)
  const selection = selectPhotos(photos, query, {
    perPage,
    paging,
    defaultSort: options.controls.defaultSort as SortKey,
    defaultDir: options.controls.defaultDir as SortDirection,
    fixedTags,
  })
  const shown = teaser ? selection.photos.slice(0, limit) : selection.photos
  const current = { ...query, page: selection.page, tags: selection.tags }
  const href = makeGalleryHref(basePath, pageState, prefix, current)
  // A block's fixed tags limit the set the viewer and photo pages walk, unless the visitor chose
  // tags (which are then among the fixed set's own).
  const photoQuery = photoQueryString(current.tags.length === 0 && fixedTags?.length ? { ...current, tags: [...fixedTags] } : current)
  const idPrefix = prefix || 'gallery'
  const viewProps: ViewProps = {
    gallerySlug,
    photos: shown,
    options,
    photoQuery,
    idPrefix,
    eagerCount: isMain ? 2 : 0,
    prioritiseFirst: isMain && selection.pageStart === 0,
    priorityMedia: textAbove ? THUMBNAILS_FIRST_SCREEN_MEDIA : undefined,
    headingLevel: prefix === '' ? 2 : 3,
  }
  const showControls = !teaser && (options.controls.search || options.controls.tagFilter || options.controls.sortSelect)
  const filtered = query.q !== '' || selection.tags.length > 0
  return (
    <GalleryShell
      id={`${idPrefix}-root`}
      className={`gallery-browser view-${view}`}
      protect={options.behaviour.rightClickProtection}
      brokenLabel={t('gallery.brokenImage')}
      busyLabel={t('gallery.loading')}
    >
      {showControls ? (
        <GalleryControls
          prefix={prefix}
          basePath={basePath}
          pageState={pageState}
          query={current}
          sort={selection.sort}
          dir={selection.dir}
          defaults={{ sort: options.controls.defaultSort as SortKey, dir: options.controls.defaultDir as SortDirection }}
          availableTags={selection.availableTags}
          controls={options.controls}
          clearSearchHref={href({ q: '', page: 1 })}
          TagFilter={TagFilter}
        />
      ) : null}
      {filtered ? (
        <p className="gallery-summary" role="status">
          {selection.total === 0 ? t('gallery.noResults') : t('gallery.shown', { shown: selection.total, total: photos.length })}{' '}
          <a href={href({ q: '', tags: [], page: 1 })} data-gallery-nav="filter">
            {t('gallery.showAll')}
          </a>
        </p>
      ) : null}
      <div className="gallery-body">
        {shown.length === 0 ? (
          filtered ? null : <p className="gallery-empty">{t('gallery.empty')}</p>
        ) : view === 'masonry' ? (
          <MasonryView {...viewProps} />
        ) : view === 'mosaic' ? (
          <MosaicView {...viewProps} />
        ) : view === 'blog-style' ? (
          <BlogStyleView {...viewProps} />
        ) : view === 'image-browser' ? (
          <ImageBrowserView
            {...viewProps}
            position={selection.page}
            total={selection.total}
            previousHref={selection.page > 1 ? href({ page: selection.page - 1 }) : null}
            nextHref={selection.page < selection.pageCount ? href({ page: selection.page + 1 }) : null}
          />
        ) : view === 'slideshow' ? (
          <SlideshowView slides={toSlides(shown, viewProps)} priority={viewProps.prioritiseFirst} label={`${t('gallery.slideshow')}: ${title}`} settings={{ ...options.slideshow, music }} messages={pickMessages(SLIDESHOW_MESSAGES)} />
        ) : view === 'carousel' ? (
          <CarouselView slides={toSlides(shown, viewProps)} priority={viewProps.prioritiseFirst} label={`${t('gallery.carousel')}: ${title}`} settings={{ ...options.carousel, imageHeight: options.viewOptions.thumbnailHeight }} messages={pickMessages(CAROUSEL_MESSAGES)} />
        ) : (
          <GridView {...viewProps} />
        )}
      </div>
      {view !== 'image-browser' ? (
        <Paging
          mode={paging}
          page={selection.page}
          pageCount={selection.pageCount}
          href={(page, hash) => href({ page }, hash)}
          nextPageFirstId={selection.nextPageFirst ? photoElementId(idPrefix, selection.nextPageFirst.id) : null}
        />
      ) : null}
      {options.behaviour.rating && options.behaviour.ratingUnderThumbnails ? (
        <ThumbnailRatings
          rootId={`${idPrefix}-root`}
          gallerySlug={gallerySlug}
          stars={options.lightbox.ratingStars}
          messages={{ average: t('rating.average'), votes: t('rating.votes'), notRated: t('rating.notRated') }}
        />
      ) : null}
      {options.behaviour.thumbClickAction === 'open_lightbox' ? (
        <LightboxOpener
          rootId={`${idPrefix}-root`}
          gallerySlug={gallerySlug}
          photoQuery={photoQuery}
          panel={openPhoto?.panel ?? null}
          initialPhotoId={openPhoto?.id ?? null}
          liveAt={openPhoto?.liveAt}
          countView={options.behaviour.hitCounting}
          closeHref={href({})}
          loadingLabel={t('lightbox.loading')}
        >
          {openPhoto?.viewer}
        </LightboxOpener>
      ) : (
        openPhoto?.viewer
      )}
    </GalleryShell>
  )
}

/** Photos on one page of a view: the image browser shows one at a time. */
export function photosPerPage(view: GalleryView, options: GalleryOptions): number {
  return view === 'image-browser' ? 1 : Math.max(1, options.viewOptions.perPage)
}

/** The music file's site-relative URL when the slideshow has one (an id alone means it was not loaded). */
function musicUrl(music: unknown): string | null {
  if (!music || typeof music !== 'object') return null
  const url = (music as { url?: unknown }).url
  return typeof url === 'string' ? siteRelativeMediaUrl(url) : null
}
