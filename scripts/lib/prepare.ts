import { syncMediaVisibility } from '@/collections/Media/visibility'
import { reconcileStripeOrders } from '@/commerce/stripe'
import { syncWatermarks } from '@/gallery/watermark/galleries'
import { runMigrations } from '@/migrations/run'
import { ensureSearchIndex } from '@/search/reindex'
import { isDatabaseEmpty, seedDemo } from '@/seed'

import { openPayload } from './payload'
import { printAdminPassword } from './report'

/**
 * Migrates the database and, when it is empty (a fresh install), seeds the demo site. Then brings
 * the photos' visibility and watermark records in line with the content (a database from before watermarks, or
 * one restored from a backup, may not match yet) and clears burned copies no watermark uses.
 */
export async function prepareDatabase(): Promise<void> {
  const payload = await openPayload()
  try {
    await runMigrations(payload)
    if (await isDatabaseEmpty(payload)) {
      console.log('Empty database: creating the demo site…')
      const started = Date.now()
      const result = await seedDemo(payload, (line) => console.log(line))
      console.log(`Demo site ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
      printAdminPassword(result.adminPassword)
    }
    const indexed = await ensureSearchIndex(payload)
    if (indexed) console.log(`Search index built: ${indexed} entries.`)
    // Card payments that completed while the site was down (Stripe's webhook found no one).
    const reconciled = await reconcileStripeOrders(payload)
    if (reconciled) console.log(`Stripe: ${reconciled} order(s) brought up to date.`)
    // Which photos published content shows (a database from before this was kept, or a restored backup).
    await syncMediaVisibility(payload)
    const { updated, removedFolders } = await syncWatermarks(payload)
    if (updated.length || removedFolders) console.log(`Watermarks: ${updated.length} photo record(s) updated, ${removedFolders} old folder(s) removed.`)
  } finally {
    await payload.destroy()
  }
}
