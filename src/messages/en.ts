/**
 * Every visitor-facing text, in English. Components read texts only through `t()` (lib/messages), so
 * a translation is one more file of this shape. Wording follows the old site where it gave one.
 */
export const en = {
  'site.skipToContent': 'Skip to content',
  'site.mainNavigation': 'Main navigation',
  'site.footerNavigation': 'Footer',
  'site.copyright': '© {year} {siteName}',
  'site.contact': 'Contact',
  'site.social': 'Follow us',
  'site.submenu': '{label} menu',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you were looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',

  'galleries.title': 'Galleries',
  'galleries.intro': 'Photos and videos from our offices, events and community work.',
  'galleries.galleriesHeading': 'Galleries',
  'galleries.albumsHeading': 'Albums',
  'galleries.photoCount': '{count} photos',
  'galleries.photoCountOne': '1 photo',
  'galleries.empty': 'There are no galleries yet.',

  'gallery.empty': 'This gallery has no photos yet.',
  'gallery.viewAll': 'See the whole gallery',

  'album.breadcrumb': 'Breadcrumb',
  'album.empty': 'This album is empty.',
  'album.itemCount': '{count} items',

  'photo.backToGallery': 'Back to {gallery}',
  'photo.counter': '{index} / {total}',
  'photo.previous': 'Previous photo',
  'photo.next': 'Next photo',
  'photo.details': 'Details',
  'photo.camera': 'Camera',
  'photo.lens': 'Lens',
  'photo.exposure': 'Exposure',
  'photo.taken': 'Taken',
  'photo.dimensions': 'Size',
  'photo.dimensionsValue': '{width} × {height} pixels',
  'photo.credit': 'Photo: {credit}',
  'photo.tags': 'Tags',
  'photo.embedNotice': 'This video plays from {provider}. Nothing loads from {provider} until you press play.',
  'photo.openOnProvider': 'Watch on {provider}',
} as const

export type MessageKey = keyof typeof en
