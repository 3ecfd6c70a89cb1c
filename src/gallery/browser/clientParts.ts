import type { ComponentProps, ComponentType } from 'react'

import type * as GalleryClient from '../client'

/**
 * The client parts every gallery needs (`client.ts`). By default they come through the islands
 * module, so a CMS page loads them only when it shows a gallery. A gallery's own page passes them
 * imported directly: then the page's payload names their chunk, which the browser fetches with the
 * payload (or with a prefetch of it) instead of after it, one round trip later (issue 41).
 */
export type GalleryClientParts = {
  [Name in 'GalleryShell' | 'TagFilter' | 'LightboxOpener']: ComponentType<ComponentProps<(typeof GalleryClient)[Name]>>
}
