import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { writeAtomically } from '@/lib/server/files'
import { addressOf, json, limited, problem } from '@/lib/server/http'

import { toReturnPage } from './data'
import { servedVtt } from './vtt'
import { fetchYouTubeStill } from './posters'
import { capStills, parseStillName } from './stills'
import { configuredYouTube, isYouTubeToken, playlistPage, YouTubeError } from './youtube'

/** One page of a gallery's playlist (the "Next page" / "Previous page" buttons), through our client and its cache. */
export async function playlistPageRequest(payload: Payload, request: Request, slug: string): Promise<Response> {
  const tooMany = await limited('videoByIp', addressOf(request))
  if (tooMany) return tooMany
  const token = new URL(request.url).searchParams.get('pageToken')
  if (token !== null && !isYouTubeToken(token)) return problem(400, 'That page of the playlist does not exist.')
  const { docs } = await payload.find({ collection: 'video-galleries', where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: false, pagination: false })
  const gallery = docs[0]
  const client = configuredYouTube()
  if (!gallery?.playlistId || !client) return problem(404, 'This gallery has no playlist.')
  const pageSize = gallery.pageSize ?? 12
  try {
    return json(toReturnPage(await playlistPage(client, gallery.playlistId, token, pageSize), pageSize), { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } })
  } catch (error) {
    const status = error instanceof YouTubeError && error.status === 400 ? 400 : 502
    return problem(status, 'Sorry, there was an error loading the next page.')
  }
}

const stillsRoot = () => path.resolve(getEnv().DATA_DIR, 'youtube-stills')

/** A playlist thumbnail from our server (fetched from YouTube's image host once, then kept): visitors' browsers never ask YouTube before consent. */
export async function stillRequest(request: Request, file: string): Promise<Response> {
  const still = parseStillName(file)
  if (!still) return problem(404, 'No such picture.')
  const target = path.join(stillsRoot(), `${still.videoId}${still.frame ? `.f${still.frame}` : ''}.jpg`)
  let data: Buffer | null = await fs.promises.readFile(target).catch(() => null)
  if (!data) {
    const tooMany = await limited('videoByIp', addressOf(request))
    if (tooMany) return tooMany
    const fetched = await fetchYouTubeStill(still.videoId, still.frame ?? 'mqdefault')
    if (!fetched || fetched.mimetype !== 'image/jpeg') return problem(404, 'No such picture.')
    data = fetched.data
    await writeAtomically(target, data)
    await capStills(stillsRoot())
  }
  return new Response(new Uint8Array(data), { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(data.byteLength), 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' } })
}

/** A clip's caption, subtitle or chapter track as WebVTT text (the player fetches it; a cue at 0 s is served from 0.2 s). */
export async function trackRequest(payload: Payload, id: string, file: string): Promise<Response> {
  const match = /^(\d{1,2})\.vtt$/.exec(file)
  if (!/^\d{1,12}$/.test(id) || !match) return problem(404, 'No such track.')
  const video = await payload.findByID({ collection: 'videos', id: Number(id), depth: 0, overrideAccess: false, disableErrors: true })
  const track = video?.tracks?.[Number(match[1])]
  if (!track?.vtt) return problem(404, 'No such track.')
  return new Response(servedVtt(track.vtt), {
    headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'public, max-age=60, s-maxage=300', 'X-Content-Type-Options': 'nosniff' },
  })
}
