import fs from 'node:fs'

import type { Payload } from 'payload'

import { crossSite, json, problem } from '@/lib/server/http'
import { runQueueSoon } from '@/lib/server/jobs'
import { requireAdmin } from '@/lib/server/staff'

import { BWG_UNREADABLE, checkSource, importBwg, readBwg } from './bwg'
import { GraphError, GraphUnreachable, checkInstagramInput, connectInstagram } from './instagram'
import { addFilesToGallery } from './zip'
import { IMPORT_BWG_TASK, IMPORT_INSTAGRAM_TASK, IMPORT_QUEUE, maskedSource } from './tasks'

/** Importers change the site: only a signed-in admin, from our own pages (not another site's form), may start one. */
async function adminWriteRefused(payload: Payload, request: Request): Promise<Response | null> {
  const foreign = crossSite(request)
  if (foreign) return foreign
  const admin = await requireAdmin(payload, request)
  return admin.ok ? null : admin.response
}

async function body(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value = await request.json()
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Starts an import of the old site's Photo Gallery by 10Web data (admins only). A dry run answers
 * at once with what would be created; a real run is queued and answers with its run, whose progress
 * and report `GET /import/runs/<id>` gives.
 */
export async function startBwgImport(payload: Payload, request: Request): Promise<Response> {
  const refused = await adminWriteRefused(payload, request)
  if (refused) return refused
  const input = await body(request)
  if (!input) return problem(400, 'Send the import settings as JSON.')
  const mysql = typeof input.mysql === 'string' ? input.mysql.trim() : ''
  const uploads = typeof input.uploads === 'string' ? input.uploads.trim() : ''
  const prefix = typeof input.prefix === 'string' && input.prefix ? input.prefix.trim() : 'wp_'
  const wrong = checkSource(mysql, prefix)
  if (wrong) return problem(400, wrong)
  if (!uploads) return problem(400, 'Give the old site\'s upload folder on this server.')
  // The same words whether the folder is missing or the database refused: what exists on this
  // server and which ports answer are for its log, not for the form.
  if (!fs.existsSync(uploads) || !fs.statSync(uploads).isDirectory()) {
    payload.logger.warn({ msg: `10Web import: the upload folder ${JSON.stringify(uploads)} is not a folder on this server` })
    return problem(400, BWG_UNREADABLE)
  }
  if (input.dryRun === true) {
    try {
      return json(await importBwg(payload, await readBwg(mysql, prefix), { uploads, dryRun: true }))
    } catch (error) {
      payload.logger.warn({ err: error, msg: '10Web import: the old site could not be read (dry run)' })
      return problem(502, BWG_UNREADABLE)
    }
  }
  const run = await payload.create({ collection: 'import-runs', data: { kind: 'bwg', status: 'queued', source: maskedSource(mysql), uploads }, overrideAccess: true })
  await payload.jobs.queue({ task: IMPORT_BWG_TASK, input: { run: run.id, mysql, uploads, prefix }, queue: IMPORT_QUEUE })
  runQueueSoon(payload, IMPORT_QUEUE, 1)
  return json({ run: run.id, status: 'queued' }, { status: 202 })
}

/** A run's state, progress and report (admins only). */
export async function importRun(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const admin = await requireAdmin(payload, request)
  if (!admin.ok) return admin.response
  if (!/^\d{1,12}$/.test(rawId)) return problem(404, 'No such import run.')
  const run = await payload.findByID({ collection: 'import-runs', id: Number(rawId), overrideAccess: true, disableErrors: true })
  if (!run) return problem(404, 'No such import run.')
  return json({ id: run.id, status: run.status, done: run.done ?? 0, total: run.total ?? 0, message: run.message ?? null, report: run.report ?? null }, { headers: { 'Cache-Control': 'no-store' } })
}

const ADDRESS = /^\/[^\s]{0,500}$/
const TARGET = /^(\/[^\s]{0,500}|https?:\/\/[^\s]{1,500})$/

/**
 * Redirects for the old site's page addresses, many at once (admins only): one "old new" pair per
 * line. Each line is checked; an old address that already redirects is left as it is.
 */
export async function importRedirects(payload: Payload, request: Request): Promise<Response> {
  const refused = await adminWriteRefused(payload, request)
  if (refused) return refused
  const input = await body(request)
  const text = typeof input?.lines === 'string' ? input.lines : null
  if (text === null) return problem(400, 'Send the redirects as lines of "old-address new-address".')
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))
  if (lines.length > 2000) return problem(413, 'At most 2,000 redirects at a time.')
  const problems: string[] = []
  const wanted: { from: string; to: string }[] = []
  lines.forEach((line, i) => {
    const [from, to, ...rest] = line.split(/\s+/)
    if (!from || !to || rest.length) problems.push(`Line ${i + 1}: give the old address and the new one, separated by a space.`)
    else if (!ADDRESS.test(from)) problems.push(`Line ${i + 1}: the old address must start with / (e.g. /gallery/old-page/).`)
    else if (!TARGET.test(to)) problems.push(`Line ${i + 1}: the new address must start with / or http(s)://.`)
    else if (from === to) problems.push(`Line ${i + 1}: the old and new addresses are the same.`)
    // Addresses are looked up without their trailing slash (the site never ends one with /).
    else wanted.push({ from: from.length > 1 ? from.replace(/\/+$/, '') : from, to })
  })
  let created = 0
  let skipped = 0
  for (const { from, to } of wanted) {
    const existing = await payload.count({ collection: 'redirects', where: { from: { equals: from } }, overrideAccess: true })
    if (existing.totalDocs > 0) {
      skipped++
      continue
    }
    await payload.create({ collection: 'redirects', data: { from, to: { type: 'custom', url: to } }, overrideAccess: true })
    created++
  }
  return json({ created, skipped, problems })
}

/**
 * Photos and clips added to a gallery from a ZIP or many files (admins only): multipart form data
 * with one or more `files`. Refusals are JSON; once the files are in, the answer is a stream of
 * JSON lines — `{"progress":{"done","total"}}` as each file is stored, then `{"report":{…}}` with
 * how many were added and each file that was not, and why (or `{"error"}`) — so the editor sees
 * the work advance, and no proxy in between gives up on a long quiet wait. The work goes on to the
 * end even if the editor leaves: the gallery gets every photo stored, never half of them.
 */
export async function zipToGallery(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const refused = await adminWriteRefused(payload, request)
  if (refused) return refused
  if (!/^\d{1,12}$/.test(rawId)) return problem(404, 'No such gallery.')
  const gallery = await payload.findByID({ collection: 'galleries', id: Number(rawId), depth: 0, draft: true, disableErrors: true })
  if (!gallery) return problem(404, 'No such gallery.')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return problem(400, 'Send the files as a form upload (multipart/form-data).')
  }
  const files = form.getAll('files').filter((value): value is File => typeof value === 'object' && value !== null && 'arrayBuffer' in value)
  if (!files.length) return problem(400, 'Choose a ZIP file or some photos to add.')
  const incoming = await Promise.all(files.map(async (file) => ({ name: file.name || 'file', data: Buffer.from(await file.arrayBuffer()) })))
  const encoder = new TextEncoder()
  let open = true
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: unknown) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
        } catch {
          open = false
        }
      }
      addFilesToGallery(payload, gallery.id, incoming, (done, total) => send({ progress: { done, total } }))
        .then((report) => send({ report }))
        .catch((error) => {
          payload.logger.error({ msg: `Adding files to gallery ${gallery.id} failed`, err: error })
          send({ error: 'The files could not be added: the server failed while storing them. Those stored so far are in the media library.' })
        })
        .finally(() => {
          if (open) controller.close()
          open = false
        })
    },
    cancel() {
      open = false
    },
  })
  return new Response(stream, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } })
}

async function queueInstagramRun(payload: Payload, source: { id: number; username: string }): Promise<Response> {
  const run = await payload.create({ collection: 'import-runs', data: { kind: 'instagram', status: 'queued', source: `@${source.username} (Instagram)` }, overrideAccess: true })
  await payload.jobs.queue({ task: IMPORT_INSTAGRAM_TASK, input: { run: run.id, source: source.id }, queue: IMPORT_QUEUE })
  runQueueSoon(payload, IMPORT_QUEUE, 1)
  return json({ run: run.id, status: 'queued', source: source.id, username: source.username }, { status: 202 })
}

/**
 * Connects an Instagram account and queues its import (admins only). The settings are checked before
 * anything is fetched; then Instagram is asked whose token it is, so a bad or expired token is told
 * at once ("Error: " + Instagram's message) and nothing is stored. The import itself is a job whose
 * progress `GET /import/runs/<id>` gives.
 */
export async function startInstagramImport(payload: Payload, request: Request): Promise<Response> {
  const refused = await adminWriteRefused(payload, request)
  if (refused) return refused
  const input = await body(request)
  if (!input) return problem(400, 'Send the import settings as JSON.')
  const checked = checkInstagramInput(input)
  if ('problem' in checked) return problem(400, checked.problem)
  let source
  try {
    source = await connectInstagram(payload, checked.settings)
  } catch (error) {
    if (error instanceof GraphUnreachable) return problem(502, error.message)
    if (error instanceof GraphError) return problem(error.tokenInvalid ? 400 : 502, error.message)
    payload.logger.error({ err: error, msg: 'Connecting an Instagram account failed' })
    return problem(502, 'There is some error. Cannot add Instagram gallery.')
  }
  return queueInstagramRun(payload, source)
}

/** "Update now" for a connected account: its new posts, with its current settings (admins only). */
export async function updateInstagramSource(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const refused = await adminWriteRefused(payload, request)
  if (refused) return refused
  if (!/^\d{1,12}$/.test(rawId)) return problem(404, 'No such Instagram account.')
  const source = await payload.findByID({ collection: 'instagram-sources', id: Number(rawId), depth: 0, overrideAccess: true, disableErrors: true })
  if (!source) return problem(404, 'No such Instagram account.')
  if (source.tokenStatus === 'invalid') return problem(409, 'The account\'s token expired or was revoked: connect the account again with a new token.')
  return queueInstagramRun(payload, source)
}
