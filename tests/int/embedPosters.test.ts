import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jpegWithGps } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }

/**
 * A stand-in for YouTube's image host (i.ytimg.com), answering as it does: `/vi/<id>/<still>.jpg`
 * is a JPEG when the video has that still and 404 otherwise.
 */
async function startImageHost(stills: Record<string, string[]>, image: Buffer) {
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '')
    const match = /^\/vi\/([\w-]+)\/(\w+)\.jpg$/.exec(request.url ?? '')
    if (match && stills[match[1]!]?.includes(match[2]!)) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.byteLength })
      response.end(image)
      return
    }
    response.writeHead(404, { 'content-type': 'image/jpeg' })
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe(`video posters fetched from the provider (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let host: Awaited<ReturnType<typeof startImageHost>>

  beforeAll(async () => {
    host = await startImageHost({ withMaxRes01: ['maxresdefault', 'hqdefault'], onlyHq00001: ['hqdefault', 'mqdefault', 'default'] }, await jpegWithGps(640, 360))
    ctx = await startTestPayload({ YOUTUBE_IMAGE_BASE_URL: host.url })
  })
  afterAll(async () => {
    await ctx?.cleanup()
    await host?.close()
  })

  const createEmbed = (url: string) => ctx.payload.create({ collection: 'media', data: { alt: 'A video under test', title: 'Video under test', kind: 'embed', embed: { provider: 'youtube', url } }, context })

  it('stores the largest still the video has', async () => {
    host.requests.length = 0
    const doc = await createEmbed('https://www.youtube.com/watch?v=withMaxRes01')
    expect(host.requests).toEqual(['/vi/withMaxRes01/maxresdefault.jpg'])
    expect(doc.filename).toMatch(/\.jpe?g$/)
    expect(doc.width).toBe(640)
    expect(doc.sizes?.w320?.filename).toBeTruthy()
    // The upload checks ran on it as on any upload: the placeholder is built and the EXIF read.
    expect(doc.placeholder).toMatch(/^data:image\//)
    expect(doc.exif?.gps?.latitude).toBeCloseTo(53.8, 0)
  })

  it('falls back from maxresdefault to sddefault to hqdefault', async () => {
    host.requests.length = 0
    const doc = await createEmbed('https://youtu.be/onlyHq00001')
    expect(host.requests).toEqual(['/vi/onlyHq00001/maxresdefault.jpg', '/vi/onlyHq00001/sddefault.jpg', '/vi/onlyHq00001/hqdefault.jpg'])
    expect(doc.kind).toBe('embed')
    expect(doc.filename).toBeTruthy()
  })

  it('asks for a poster when the video has no still, and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'media' })).totalDocs
    host.requests.length = 0
    const error = await createEmbed('https://www.youtube.com/watch?v=noStills001').catch((caught: { status?: number; message?: string }) => caught)
    expect(host.requests).toHaveLength(5)
    expect(error).toMatchObject({ status: 400 })
    expect((error as { message: string }).message).toMatch(/poster/i)
    expect((await ctx.payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  it('never fetches for an uploaded poster or another provider', async () => {
    host.requests.length = 0
    const poster = await jpegWithGps(320, 180)
    await ctx.payload.create({
      collection: 'media',
      data: { alt: 'Uploaded poster', title: 'With its own poster', kind: 'embed', embed: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=withMaxRes01' } },
      file: { data: poster, name: 'poster.jpg', mimetype: 'image/jpeg', size: poster.byteLength },
      context,
    })
    const vimeo = await ctx.payload
      .create({ collection: 'media', data: { alt: 'Vimeo', title: 'Vimeo without poster', kind: 'embed', embed: { provider: 'vimeo', url: 'https://vimeo.com/100000001' } }, context })
      .catch((caught: { status?: number }) => caught)
    expect(vimeo).toMatchObject({ status: 400 })
    expect(host.requests).toEqual([])
  })
})
