import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { docTag, listTag } from '@/lib/cacheTags'
import { revalidateTags, savesOnlyADraft } from '@/lib/revalidate'

/**
 * Rebuilds what shows the page: its own address (and its old one after a slug change: both read it
 * by its tag) and the lists of pages (the sitemap, an address no page had until now).
 */
export const revalidatePage: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (savesOnlyADraft(req)) return doc
  revalidateTags([docTag('pages', doc.id), listTag('pages')], { context, payload: req.payload })
  return doc
}
