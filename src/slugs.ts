/**
 * The collections and globals the domains share, by slug, in one place: the plugin contracts
 * (src/plugins.ts) name what each domain adds and needs with these.
 */
export const COLLECTIONS = {
  pages: 'pages',
  portfolio: 'portfolio',
  media: 'media',
  tags: 'tags',
  users: 'users',
  galleries: 'galleries',
  albums: 'albums',
  audio: 'audio',
  comments: 'comments',
  photoRatings: 'photo-ratings',
  photoStats: 'photo-stats',
  forms: 'forms',
  formSubmissions: 'form-submissions',
  subscribers: 'subscribers',
  pricelists: 'pricelists',
  carts: 'carts',
  orders: 'orders',
  videos: 'videos',
  videoGalleries: 'video-galleries',
  search: 'search',
  mediaUsages: 'media-usages',
  importRuns: 'import-runs',
  instagramSources: 'instagram-sources',
} as const

export const GLOBALS = {
  header: 'header',
  footer: 'footer',
  siteSettings: 'site-settings',
  gallerySettings: 'gallery-settings',
} as const
