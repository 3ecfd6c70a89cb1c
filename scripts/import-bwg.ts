/**
 * `npm run import:bwg -- --mysql mysql://user:pass@host:3306/wordpress --uploads /path/to/wp-content/uploads/photo-gallery [--prefix wp_] [--dry-run]`
 * Imports the old site's Photo Gallery by 10Web galleries into this site (safe to run again:
 * nothing is created twice). `--dry-run` reads everything and reports what would be created.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'

import { runToEnd } from './lib/runToEnd'

const { values } = parseArgs({ options: { mysql: { type: 'string' }, uploads: { type: 'string' }, prefix: { type: 'string', default: 'wp_' }, 'dry-run': { type: 'boolean', default: false } } })
const usage = 'Usage: npm run import:bwg -- --mysql mysql://user:password@host:3306/database --uploads <the plugin\'s upload folder> [--prefix wp_] [--dry-run]'

await runToEnd('Importing the old galleries', async (progress) => {
  const { checkSource, importBwg, readBwg } = await import('@/import/bwg')
  if (!values.mysql || !values.uploads) throw new Error(usage)
  const problem = checkSource(values.mysql, values.prefix!)
  if (problem) throw new Error(`${problem}\n${usage}`)
  if (!fs.existsSync(values.uploads) || !fs.statSync(values.uploads).isDirectory()) throw new Error(`The upload folder ${values.uploads} does not exist.\n${usage}`)
  progress("Opening this site's database…")
  const { runMigrations } = await import('@/migrations/run')
  const { openPayload } = await import('./lib/payload')
  const payload = await openPayload()
  await runMigrations(payload)
  progress('Reading the old tables…')
  const data = await readBwg(values.mysql, values.prefix)
  progress(`Read ${data.galleries.length} galleries, ${data.albums.length} albums, ${data.images.length} images, ${data.comments.length} comments, ${data.rates.length} ratings.`)
  let shown = 0
  const report = await importBwg(payload, data, {
    uploads: values.uploads,
    dryRun: values['dry-run'],
    onProgress: (done, total) => {
      // Every image is progress for the watchdog; every 50th is printed.
      if (done !== total && done - shown < 50) return progress()
      shown = done
      progress(`  images: ${done} / ${total}`)
    },
  })
  const verb = report.dryRun ? 'would create' : 'created'
  console.log(
    `${report.dryRun ? 'Dry run: ' : ''}${verb} ${report.galleries.created} galleries, ${report.albums.created} albums, ${report.photos.created} photos, ${report.comments} comments, ${report.ratings} ratings, ${report.tags} tags, ${report.pricelists.created} pricelists` +
      ` (already here: ${report.galleries.existing} galleries, ${report.albums.existing} albums, ${report.photos.existing} photos) in ${report.seconds} s.`,
  )
  for (const line of report.problems) console.log(`  not imported: ${line}`)
  await payload.destroy()
})
