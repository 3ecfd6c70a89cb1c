/**
 * `tsx tests/helpers/otherSite.ts <host> <port>`: "another company's site" for the end-to-end tests,
 * on its own loopback address (127.0.0.2), so the browser and the consent rules treat it as a third
 * party while nothing leaves the machine. It answers as the services the site embeds do:
 * - a slippy-map tile server: `/<layer>/<z>/<x>/<y>.png`, 256 × 256 PNG;
 * - a chat service's widget script: `/chat/widget.js`, which draws its own chat window;
 * - the site's mail provider: a real SMTP server on <port + 1>; what it receives is listed, parsed,
 *   at `GET /mail` (newest last) so a spec can read a message and follow its links;
 * - Stripe: the API stand-in of tests/helpers/fakeStripe.ts on <port + 2>, whose payment page sends
 *   the signed webhook to the site (`<sitePort>`, the third argument) before returning the visitor;
 * - YouTube: the Data API and image host stand-in of tests/helpers/fakeYouTube.ts on <port + 3>, with
 *   the demo's playlist (8 client stories); `POST /youtube/fail` makes its next answer an outage;
 * - Instagram: the Graph API and media CDN stand-in of tests/helpers/fakeInstagram.ts on <port + 4>,
 *   with the demo account (E2E_INSTAGRAM's token).
 */
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import type { ParsedMail } from 'mailparser'
import sharp from 'sharp'

import { demoAccount, startFakeInstagram } from './fakeInstagram'
import { E2E_STRIPE, startFakeStripe } from './fakeStripe'
import { E2E_YOUTUBE, startFakeYouTube } from './fakeYouTube'
import { rawHeader, startSmtp } from './smtp'
import { makeTestMedia } from './testMedia'

const [host = '127.0.0.2', port = '3211', sitePort = '3210'] = process.argv.slice(2)
const TILE = /^\/(street|satellite)\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/

const colours = { street: { r: 236, g: 240, b: 232 }, satellite: { r: 46, g: 84, b: 62 } } as const
const tiles = new Map<string, Promise<Buffer>>()
const tile = (layer: keyof typeof colours) => {
  if (!tiles.has(layer)) tiles.set(layer, sharp({ create: { width: 256, height: 256, channels: 3, background: colours[layer] } }).png().toBuffer())
  return tiles.get(layer)!
}

/** What a chat service's loader does: put its widget on the page (and tell the test it ran). */
const CHAT_WIDGET = `(() => {
  window.__chatWidgetLoaded = (window.__chatWidgetLoaded || 0) + 1
  const panel = document.createElement('section')
  panel.setAttribute('aria-label', 'Chat window')
  panel.className = 'test-chat-window'
  panel.textContent = 'Hello! How can we help?'
  document.body.append(panel)
})()`

const smtp = await startSmtp({ host, port: Number(port) + 1 })
const stripe = await startFakeStripe({ secretKey: E2E_STRIPE.secretKey, webhookSecret: E2E_STRIPE.webhookSecret, host, port: Number(port) + 2 })
stripe.webhookUrl = `http://127.0.0.1:${sitePort}/webhooks/stripe`
const youtube = await startFakeYouTube({ apiKey: E2E_YOUTUBE.apiKey, imageBase: `http://${host}:${Number(port) + 3}`, host, port: Number(port) + 3 })
youtube.playlists.set(E2E_YOUTUBE.playlistId, E2E_YOUTUBE.videos)
youtube.playlists.set(E2E_YOUTUBE.errorPlaylistId, E2E_YOUTUBE.errorVideos)
const instagram = await startFakeInstagram({ host, port: Number(port) + 4 })
await demoAccount(instagram, { mp4: makeTestMedia(path.join(os.tmpdir(), 'atrium-test-media')).mp4 })
const asJson = (mail: ParsedMail) => ({
  to: mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((entry) => entry.value.map((address) => address.address)) : [],
  from: mail.from?.value.map((address) => address.address) ?? [],
  replyTo: mail.replyTo?.value.map((address) => address.address) ?? [],
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  listUnsubscribe: rawHeader(mail, 'List-Unsubscribe'),
  listUnsubscribePost: rawHeader(mail, 'List-Unsubscribe-Post'),
})

http
  .createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/mail') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(smtp.mails.map(asJson)))
      return
    }
    if (request.method === 'POST' && request.url === '/youtube/fail') {
      youtube.failNext(1)
      response.writeHead(204).end()
      return
    }
    if (request.method === 'GET' && request.url === '/chat/widget.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(CHAT_WIDGET)
      return
    }
    const match = TILE.exec(request.url ?? '')
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not a tile')
      return
    }
    const body = await tile(match[1] as keyof typeof colours)
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': body.byteLength, 'Cache-Control': 'no-store' }).end(body)
  })
  .listen(Number(port), host, () => console.log(`other site on http://${host}:${port}`))
