import type { CollectionBeforeDeleteHook, CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'

import { Comments } from './collections/Comments'
import { PhotoRatings } from './collections/PhotoRatings'
import { PhotoStats } from './collections/PhotoStats'
import { forgetPolicies } from './policy'
import { forgetPhoto } from './stats'

const PENDING_BADGE = '@/engagement/admin/PendingCommentsBadge#PendingCommentsBadge'

/** A deleted photo takes its votes, totals and comments with it (they mean nothing without it). */
const forgetDeletedPhoto: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await forgetPhoto(req.payload, Number(id), req)
}

const withPhotoCleanup = (collection: CollectionConfig): CollectionConfig =>
  collection.slug === 'media'
    ? { ...collection, hooks: { ...collection.hooks, beforeDelete: [...(collection.hooks?.beforeDelete ?? []), forgetDeletedPhoto] } }
    : collection

/** A saved gallery, gallery settings or site settings (feature switches) take effect for votes and comments at once on this instance. */
const withPolicyReset = (collection: CollectionConfig): CollectionConfig =>
  collection.slug === 'galleries'
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [...(collection.hooks?.afterChange ?? []), () => forgetPolicies()],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), () => forgetPolicies()],
        },
      }
    : collection

const withSettingsPolicyReset = (global: GlobalConfig): GlobalConfig =>
  global.slug === 'gallery-settings' || global.slug === 'site-settings' ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), () => forgetPolicies()] } } : global

/** Visitor engagement (ratings, comments, view counts) as an in-repo plugin: its collections, the photo clean-up and the admin's pending-comments badge (navigation and dashboard). */
export const engagementPlugin = (): Plugin => (config: Config): Config => ({
  ...config,
  collections: [...(config.collections ?? []).map(withPhotoCleanup).map(withPolicyReset), Comments, PhotoRatings, PhotoStats],
  globals: (config.globals ?? []).map(withSettingsPolicyReset),
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      beforeNavLinks: [...(config.admin?.components?.beforeNavLinks ?? []), PENDING_BADGE],
      // Also on the dashboard: the navigation is folded away on narrow screens.
      beforeDashboard: [...(config.admin?.components?.beforeDashboard ?? []), PENDING_BADGE],
    },
  },
})
