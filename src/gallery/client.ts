/**
 * The client parts every gallery on a page needs, as one chunk (one request rather than three):
 * loaded through `islands.tsx` only on pages that show a gallery.
 */
export { GalleryShell } from './browser/Shell.client'
export { TagFilter } from './browser/TagFilter.client'
export { LightboxOpener } from './lightbox/Opener.client'
