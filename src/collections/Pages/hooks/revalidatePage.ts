import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidatePaths } from '@/lib/revalidate'
import { pagePath } from '@/lib/urls'

/** Rebuilds the page's own URL (and its old one after a slug change) plus the sitemap. */
export const revalidatePage: CollectionAfterChangeHook = ({ doc, previousDoc, req, context }) => {
  const paths = new Set<string>(['/sitemap.xml'])
  if (doc?.slug) paths.add(pagePath(doc.slug))
  if (previousDoc?.slug && previousDoc.slug !== doc?.slug) paths.add(pagePath(previousDoc.slug))
  revalidatePaths([...paths], { context, payload: req.payload })
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (doc?.slug) revalidatePaths([pagePath(doc.slug), '/sitemap.xml'], { context, payload: req.payload })
  return doc
}
