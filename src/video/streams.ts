import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { PayloadRequest, TaskConfig } from 'payload'

import { getEnv } from '@/lib/env'
import { type Bucket, downloadObject, objectBucket, readObject, writeObject } from '@/lib/objectStorage'
import { MEDIA_QUEUE, runQueueSoon } from '@/lib/server/jobs'
import { nestedReq } from '@/lib/quietReq'

import { STREAM_KEY, streamKey } from './media'

const run = promisify(execFile)

export const STREAM_STATES = ['none', 'queued', 'processing', 'ready', 'failed', 'unavailable'] as const
export type StreamState = (typeof STREAM_STATES)[number]
export const VIDEO_STREAM_TASK = 'videoStream'
/** Jobs one run of the media queue takes: one, so ffmpeg never runs twice at once in a process (it takes every core it gets). */
export const MEDIA_JOBS_PER_RUN = 1

/** The ladder's rungs (frame heights); a source smaller than a rung skips it, never enlarged. */
export const LADDER = [360, 720] as const
const SEGMENT_SECONDS = 2
const FFMPEG_TIMEOUT_MS = 15 * 60_000

export const streamsRoot = () => path.resolve(getEnv().DATA_DIR, 'streams')
const videosRoot = () => path.resolve(getEnv().DATA_DIR, 'videos')

let ffmpegChecked: Promise<boolean> | null = null
/** Whether ffmpeg (and ffprobe beside it) can run here; asked once per process. */
export function ffmpegAvailable(): Promise<boolean> {
  const ffmpeg = getEnv().FFMPEG_PATH
  if (ffmpeg === 'off') return Promise.resolve(false)
  ffmpegChecked ??= Promise.all([run(ffmpeg, ['-version']), run(ffprobePath(), ['-version'])]).then(
    () => true,
    () => false,
  )
  return ffmpegChecked
}
const ffprobePath = () => {
  const ffmpeg = getEnv().FFMPEG_PATH
  return ffmpeg.includes(path.sep) ? path.join(path.dirname(ffmpeg), 'ffprobe') : 'ffprobe'
}

const UNAVAILABLE = 'ffmpeg is not installed on this server, so the original file plays. Install it (Debian: apt-get install ffmpeg) and upload the file again to get streams.'

/** Queues the streams of a new video, or records why there will be none; the job starts after this request. */
export async function queueStream(req: PayloadRequest, id: number): Promise<void> {
  const { payload } = req
  if (!(await ffmpegAvailable())) {
    await payload.update({ collection: 'videos', id, data: { stream: { status: 'unavailable', message: UNAVAILABLE } }, ...nestedReq(req, { disableRevalidate: true }) })
    return
  }
  await payload.jobs.queue({ task: VIDEO_STREAM_TASK, input: { video: id }, queue: MEDIA_QUEUE, req })
  try {
    runQueueSoon(payload, MEDIA_QUEUE, MEDIA_JOBS_PER_RUN)
  } catch {
    // Outside a request (seed, scripts) the scheduled run picks it up.
  }
}

type Probe = { width: number; height: number; duration: number; audio: boolean }

async function probe(file: string): Promise<Probe> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-show_entries', 'stream=codec_type,width,height:format=duration', '-of', 'json', file], { timeout: 60_000 })
  const data = JSON.parse(stdout) as { streams?: Array<{ codec_type?: string; width?: number; height?: number }>; format?: { duration?: string } }
  const video = data.streams?.find((stream) => stream.codec_type === 'video')
  if (!video?.width || !video.height) throw new Error('The file has no video picture ffmpeg can read.')
  return { width: video.width, height: video.height, duration: Number(data.format?.duration ?? 0) || 0, audio: Boolean(data.streams?.some((stream) => stream.codec_type === 'audio')) }
}

/** The heights to make: the ladder's rungs the source reaches, or the source's own (even) height when it is smaller than all. */
export function rungsFor(height: number): number[] {
  const rungs = LADDER.filter((rung) => rung <= height)
  return rungs.length ? rungs : [Math.max(2, height - (height % 2))]
}

/** Makes the HLS ladder, the same as DASH, and a poster of one stored video file into `target` (which must not exist yet). */
export async function makeStreams(source: string, target: string): Promise<{ rungs: number[] }> {
  const info = await probe(source)
  const rungs = rungsFor(info.height)
  await fs.promises.mkdir(target, { recursive: true })
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')};${rungs.map((height, i) => `[s${i}]scale=-2:${height}[v${i}]`).join(';')}`
  const maps = rungs.flatMap((_, i) => ['-map', `[v${i}]`, ...(info.audio ? ['-map', '0:a:0'] : [])])
  const bitrates = rungs.flatMap((height, i) => [`-b:v:${i}`, `${Math.round(height * 3.5)}k`, `-maxrate:v:${i}`, `${Math.round(height * 4.5)}k`, `-bufsize:v:${i}`, `${Math.round(height * 7)}k`])
  const streamMap = rungs.map((_, i) => (info.audio ? `v:${i},a:${i}` : `v:${i}`)).join(' ')
  await run(
    getEnv().FFMPEG_PATH,
    [
      '-v', 'error', '-nostdin', '-y', '-i', source,
      '-filter_complex', split, ...maps,
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', ...bitrates,
      '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0',
      ...(info.audio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
      '-hls_segment_filename', path.join(target, 'v%v', 'seg%03d.ts'),
      '-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap,
      path.join(target, 'v%v', 'index.m3u8'),
    ],
    { timeout: FFMPEG_TIMEOUT_MS },
  )
  // The same ladder as DASH, for players that take DASH (and as the source tried when HLS fails).
  await fs.promises.mkdir(path.join(target, 'dash'), { recursive: true })
  await run(
    getEnv().FFMPEG_PATH,
    [
      '-v', 'error', '-nostdin', '-y', '-i', source,
      '-filter_complex', split, ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]), ...(info.audio ? ['-map', '0:a:0'] : []),
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', ...bitrates,
      '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0',
      ...(info.audio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
      '-f', 'dash', '-seg_duration', String(SEGMENT_SECONDS), '-use_template', '1', '-use_timeline', '1',
      '-adaptation_sets', info.audio ? 'id=0,streams=v id=1,streams=a' : 'id=0,streams=v',
      path.join(target, 'dash', 'manifest.mpd'),
    ],
    { timeout: FFMPEG_TIMEOUT_MS },
  )
  const at = info.duration > 2 ? 1 : info.duration / 2
  await run(getEnv().FFMPEG_PATH, ['-v', 'error', '-nostdin', '-y', '-ss', at.toFixed(2), '-i', source, '-frames:v', '1', '-vf', `scale=-2:${Math.min(720, info.height - (info.height % 2))}`, '-q:v', '4', path.join(target, 'poster.jpg')], { timeout: 60_000 })
  return { rungs }
}

/** Where a video's streams live in the bucket (with object storage): beside the uploads, under `streams/`. */
const BUCKET_PREFIX = 'streams/'

/** Every file below a folder, as paths relative to it. */
async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const entries = await fs.promises.readdir(path.join(root, dir), { withFileTypes: true })
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(root, path.posix.join(dir, entry.name)) : [path.posix.join(dir, entry.name)])))
  return nested.flat()
}

/**
 * Puts a finished ladder in the bucket, the master playlists last: a player finds the playlists
 * only once every segment they name is there, so no instance ever serves half a ladder.
 */
async function uploadStreams(bucket: Bucket, folder: string, key: string): Promise<void> {
  const files = await filesUnder(folder)
  const last = (file: string) => file === 'master.m3u8' || file === 'dash/manifest.mpd'
  for (const group of [files.filter((file) => !last(file)), files.filter(last)]) {
    for (let i = 0; i < group.length; i += 8) {
      await Promise.all(group.slice(i, i + 8).map(async (file) => writeObject(bucket, `${BUCKET_PREFIX}${key}/${file}`, await fs.promises.readFile(path.join(folder, file)), TYPES[file.split('.').pop()!] ?? 'application/octet-stream')))
    }
  }
}

export const videoStreamTask: TaskConfig<{ input: { video: number }; output: object }> = {
  slug: VIDEO_STREAM_TASK,
  label: 'Make a video\'s HLS streams',
  inputSchema: [{ name: 'video', type: 'number', required: true }],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await payload.findByID({ collection: 'videos', id: input.video, depth: 0, overrideAccess: true, disableErrors: true })
    if (!doc?.filename || !String(doc.mimeType ?? '').startsWith('video/')) return { output: {} }
    const update = (stream: { status: StreamState; message?: string | null; rungs?: string | null }) =>
      payload.update({ collection: 'videos', id: doc.id, data: { stream }, overrideAccess: true, context: { disableRevalidate: stream.status !== 'ready' } })
    // With object storage the original is in the bucket, and so go the streams: ffmpeg works on copies in a scratch folder.
    const bucket = objectBucket()
    const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atrium-stream-'))
    try {
      let source = path.join(videosRoot(), doc.filename)
      if (!fs.existsSync(source) && bucket) {
        const copy = path.join(scratch, doc.filename)
        const objectKey = [doc.prefix, doc._objectKey, doc.filename].filter(Boolean).join('/')
        if (await downloadObject(bucket, objectKey, copy)) source = copy
      }
      if (!fs.existsSync(source)) {
        await update({ status: 'failed', message: 'The original file could not be read (it is neither on this server nor in the bucket), so no streams were made.' })
        return { output: {} }
      }
      await update({ status: 'processing', message: null })
      const key = streamKey(doc.filename)
      const target = path.join(streamsRoot(), key)
      const building = bucket ? path.join(scratch, 'streams') : `${target}.part-${crypto.randomUUID().slice(0, 8)}`
      try {
        const { rungs } = await makeStreams(source, building)
        if (bucket) await uploadStreams(bucket, building, key)
        else {
          await fs.promises.rm(target, { recursive: true, force: true })
          await fs.promises.rename(building, target)
        }
        await update({ status: 'ready', message: null, rungs: rungs.join(', ') })
      } catch (error) {
        await fs.promises.rm(building, { recursive: true, force: true })
        const message = error instanceof Error ? error.message.split('\n').slice(-3).join(' ').slice(0, 300) : 'ffmpeg failed.'
        payload.logger.error({ err: error, msg: `Making the streams of video ${doc.id} failed` })
        await update({ status: 'failed', message: `ffmpeg could not make streams: ${message} The original file plays.` })
      }
    } finally {
      await fs.promises.rm(scratch, { recursive: true, force: true })
    }
    return { output: {} }
  },
}

const STREAM_FILE = /^(?:master\.m3u8|poster\.jpg|v\d{1,2}\/(?:index\.m3u8|seg\d{3,6}\.ts)|dash\/(?:manifest\.mpd|(?:init|chunk)-stream\d{1,2}(?:-\d{3,6})?\.m4s))$/
const TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', jpg: 'image/jpeg', mpd: 'application/dash+xml', m4s: 'video/iso.segment' }

/** A file of a video's streams, from this disk or the bucket. Addresses are per upload (the stored file name), so they are cached for long. */
export async function streamFileRequest(key: string, parts: string[]): Promise<Response> {
  const file = parts.join('/')
  if (!STREAM_KEY.test(key) || !STREAM_FILE.test(file)) return new Response('Not found.', { status: 404 })
  const headers = (length: number) => ({ 'Content-Type': TYPES[file.split('.').pop()!]!, 'Content-Length': String(length), 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' })
  const notFound = () => new Response('Not found.', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const bucket = objectBucket()
  if (bucket) {
    const object = await readObject(bucket, `${BUCKET_PREFIX}${key}/${file}`)
    return object ? new Response(object.stream, { headers: headers(object.length) }) : notFound()
  }
  const data = await fs.promises.readFile(path.join(streamsRoot(), key, ...parts)).catch(() => null)
  return data ? new Response(new Uint8Array(data), { headers: headers(data.byteLength) }) : notFound()
}
