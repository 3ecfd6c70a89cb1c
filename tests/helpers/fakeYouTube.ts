import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

/**
 * A stand-in for the YouTube Data API's `GET /playlistItems`, answering as its reference describes:
 * `key` required (400 `keyInvalid` otherwise), `playlistId` (404 `playlistNotFound`), `maxResults`
 * 0–50 (default 5), opaque `nextPageToken` / `prevPageToken`, `pageInfo`, snippet thumbnails, and
 * deleted or private videos left in the list without stills. `failNext(n, reason)` makes the next n
 * answers errors (`backendError` 503, `quotaExceeded` 403). It is also YouTube's image host:
 * `GET /vi/<id>/<name>.jpg` answers a small JPEG still (404 for ids it does not know).
 *
 * It is also the embedded player (`GET /embed/<id>`), speaking the player's postMessage protocol
 * as YouTube's iframe_api script expects: after the page's `{"event":"listening"}` it answers
 * `initialDelivery`, `onReady`, then `onStateChange` 1 (playing). Ids choose what happens next:
 * `err<code>…` reports `onError` with that code, `silent…` never answers (the readiness check's
 * failure), and a video with `endsAfterMs` reports state 0 (ended) after that long.
 */
/** What the end-to-end site and its YouTube stand-in share: a test key and the demo gallery's playlist (see src/seed). */
export const E2E_YOUTUBE = {
  apiKey: 'AIzaE2ETestKey_0123456789abcdef',
  playlistId: 'PLatriumClientStories',
  // Client story 6 (the last of the first page) ends a second after it starts: autonext goes to page 2.
  videos: Array.from({ length: 8 }, (_, i) => ({ videoId: `clientSt0${i}x`, title: `Client story ${i + 1}`, ...(i === 5 ? { endsAfterMs: 1000 } : {}) })),
  /** A playlist of players that fail: error codes 2, 5, 100, 101, 150 and 999, and one that never answers. */
  errorPlaylistId: 'PLatriumBrokenPlayers',
  errorVideos: [2, 5, 100, 101, 150, 999].map((code) => ({ videoId: `err${code}`.padEnd(11, 'x'), title: `Broken player ${code}` })).concat([{ videoId: 'silentVideo', title: 'Silent player' }]),
}

export type FakeVideo = { videoId: string; title: string; privacy?: 'public' | 'private' | 'deleted'; endsAfterMs?: number }

export type FakeYouTube = {
  baseUrl: string
  requests: URL[]
  playlists: Map<string, FakeVideo[]>
  failNext: (count: number, reason?: 'backendError' | 'quotaExceeded') => void
  close: () => Promise<void>
}

const token = (offset: number) => Buffer.from(`PT:${offset}`).toString('base64url').replace(/=/g, '')
const offsetOf = (value: string) => {
  const match = /^PT:(\d+)$/.exec(Buffer.from(value, 'base64url').toString('utf8'))
  return match ? Number(match[1]) : null
}

export async function startFakeYouTube({ apiKey, imageBase = 'https://i.ytimg.com', host = '127.0.0.1', port = 0 }: { apiKey: string; imageBase?: string; host?: string; port?: number }): Promise<FakeYouTube> {
  const playlists = new Map<string, FakeVideo[]>()
  const requests: URL[] = []
  let failures: { count: number; reason: 'backendError' | 'quotaExceeded' } = { count: 0, reason: 'backendError' }
  const error = (response: http.ServerResponse, code: number, reason: string, message: string) => {
    response.writeHead(code, { 'Content-Type': 'application/json; charset=UTF-8' })
    response.end(JSON.stringify({ error: { code, message, errors: [{ message, domain: 'youtube.api', reason }] } }))
  }
  const still = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#b91c1c' } }).jpeg().toBuffer()
  const known = (videoId: string) => [...playlists.values()].some((list) => list.some((video) => video.videoId === videoId))
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    requests.push(url)
    const image = /^\/vi\/([A-Za-z0-9_-]+)\/(default|mqdefault|hqdefault|sddefault|maxresdefault|1|2|3)\.jpg$/.exec(url.pathname)
    if (image) {
      if (!known(image[1]!)) return void response.writeHead(404, { 'Content-Type': 'text/html' }).end('Not found')
      return void response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(still.byteLength) }).end(still)
    }
    const embed = /^\/embed\/([A-Za-z0-9_-]{1,40})$/.exec(url.pathname)
    if (embed && request.method === 'GET') {
      const videoId = embed[1]!
      const video = [...playlists.values()].flat().find((candidate) => candidate.videoId === videoId)
      const errorCode = /^err(\d+)/.exec(videoId)?.[1]
      const behaviour = { silent: videoId.startsWith('silent'), error: errorCode ? Number(errorCode) : null, endsAfterMs: video?.endsAfterMs ?? null }
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return void response.end(`<!doctype html><html><body style="margin:0;background:#000;color:#fff;font:16px sans-serif">
<p id="state">${(video?.title ?? videoId).replace(/[<&]/g, '')}</p>
<script>
const behaviour = ${JSON.stringify(behaviour)};
let parentOrigin = null, id = null, started = false;
const send = (message) => parent.postMessage(JSON.stringify({ ...message, id, channel: 'widget' }), parentOrigin);
window.addEventListener('message', (event) => {
  let data; try { data = JSON.parse(event.data) } catch { return }
  if (data.event !== 'listening' || behaviour.silent) return;
  parentOrigin = event.origin; id = data.id;
  document.getElementById('state').dataset.listening = 'yes';
  if (started) return;
  started = true;
  send({ event: 'initialDelivery', info: { playerState: -1 } });
  send({ event: 'onReady', info: null });
  if (behaviour.error !== null) { send({ event: 'onError', info: behaviour.error }); return }
  send({ event: 'onStateChange', info: 1 });
  if (behaviour.endsAfterMs !== null) setTimeout(() => { send({ event: 'infoDelivery', info: { playerState: 0 } }); send({ event: 'onStateChange', info: 0 }) }, behaviour.endsAfterMs);
});
</script></body></html>`)
    }
    if (request.method !== 'GET' || url.pathname !== '/playlistItems') return error(response, 404, 'notFound', 'Not Found')
    if (url.searchParams.get('key') !== apiKey) return error(response, 400, 'keyInvalid', 'API key not valid. Please pass a valid API key.')
    if (failures.count > 0) {
      failures.count--
      return failures.reason === 'quotaExceeded'
        ? error(response, 403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.')
        : error(response, 503, 'backendError', 'Backend Error')
    }
    const list = playlists.get(url.searchParams.get('playlistId') ?? '')
    if (!list) return error(response, 404, 'playlistNotFound', "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.")
    const max = Number(url.searchParams.get('maxResults') ?? 5)
    if (!Number.isInteger(max) || max < 0 || max > 50) return error(response, 400, 'invalidParameter', 'Invalid value for maxResults.')
    const pageToken = url.searchParams.get('pageToken')
    const offset = pageToken ? offsetOf(pageToken) : 0
    if (offset === null || offset > list.length) return error(response, 400, 'invalidPageToken', 'The request specifies an invalid page token.')
    const slice = list.slice(offset, offset + max)
    response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' })
    response.end(
      JSON.stringify({
        kind: 'youtube#playlistItemListResponse',
        etag: 'fake',
        ...(offset + max < list.length ? { nextPageToken: token(offset + max) } : {}),
        ...(offset > 0 ? { prevPageToken: token(Math.max(0, offset - max)) } : {}),
        pageInfo: { totalResults: list.length, resultsPerPage: max },
        items: slice.map((video, index) => ({
          kind: 'youtube#playlistItem',
          id: `item-${offset + index}`,
          snippet: {
            title: video.privacy === 'deleted' ? 'Deleted video' : video.privacy === 'private' ? 'Private video' : video.title,
            position: offset + index,
            thumbnails:
              video.privacy && video.privacy !== 'public'
                ? {}
                : {
                    default: { url: `${imageBase}/vi/${video.videoId}/default.jpg`, width: 120, height: 90 },
                    medium: { url: `${imageBase}/vi/${video.videoId}/mqdefault.jpg`, width: 320, height: 180 },
                    high: { url: `${imageBase}/vi/${video.videoId}/hqdefault.jpg`, width: 480, height: 360 },
                  },
            resourceId: { kind: 'youtube#video', videoId: video.videoId },
          },
          contentDetails: { videoId: video.videoId },
          status: { privacyStatus: video.privacy === 'private' ? 'private' : 'public' },
        })),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return {
    baseUrl: `http://${host}:${(server.address() as AddressInfo).port}`,
    requests,
    playlists,
    failNext: (count, reason = 'backendError') => {
      failures = { count, reason }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
