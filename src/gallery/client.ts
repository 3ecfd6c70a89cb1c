/**
 * The client parts every gallery on a page needs, as one chunk (one request rather than three): a
 * gallery's own page imports them directly (browser/clientParts.ts), a CMS page through `islands.tsx`
 * only when it shows a gallery.
 */
export { GalleryShell } from './browser/Shell.client'
export { TagFilter } from './browser/TagFilter.client'
export { LightboxOpener } from './lightbox/Opener.client'
