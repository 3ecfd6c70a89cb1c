import type { MessageKey } from '@/messages/en'

export const LIVE_SEARCH_MESSAGES = [
  'search.label',
  'search.button',
  'search.searching',
  'search.count',
  'search.countOne',
  'search.none',
  'search.failed',
  'search.viewAll',
  'search.results',
  'search.pages',
  'search.portfolio',
  'search.galleriesAndAlbums',
  'search.photos',
  'search.kindPage',
  'search.kindPortfolio',
  'search.kindGallery',
  'search.kindPhoto',
] as const satisfies readonly MessageKey[]
