import type { CollectionConfig, PayloadRequest } from 'payload'

import { getEnv, siteUrl, trustedOrigins } from './env'
import { previewUrl, type PreviewCollection } from './urls'

/** The admin's own origin when the site trusts it, else the public one (where sign-in works). */
function adminOrigin(req: PayloadRequest): string {
  const env = getEnv()
  return req.origin && trustedOrigins(env).includes(req.origin) ? req.origin : siteUrl(env)
}

/**
 * Live Preview (phone, tablet and desktop sizes in payload.config) and the Preview button for a
 * collection whose documents have drafts: both open /preview, which shows the latest draft to
 * signed-in staff only.
 */
export function previewable(collection: PreviewCollection): NonNullable<CollectionConfig['admin']> {
  return {
    livePreview: { url: ({ data, req }) => previewUrl(adminOrigin(req), collection, data?.slug as string | undefined) },
    preview: (doc, { req }) => previewUrl(adminOrigin(req), collection, doc?.slug as string | undefined),
  }
}
