import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fileOf, makeTestMedia } from '../helpers/testMedia'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/** A server without ffmpeg: an uploaded video says why it has no streams, queues nothing, and plays its original file. */
describe(`a video on a server without ffmpeg (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload

  beforeAll(async () => {
    ctx = await startTestPayload({ FFMPEG_PATH: path.join(os.tmpdir(), 'no-such-dir', 'ffmpeg') })
  })

  afterAll(async () => {
    await ctx?.cleanup()
  })

  it('is marked unavailable with the reason and the original file plays', async () => {
    const media = makeTestMedia(path.join(os.tmpdir(), 'atrium-test-media'))
    const doc = await ctx.payload.create({ collection: 'videos', data: { title: 'No ffmpeg', width: 480, height: 270 }, file: fileOf(media.mp4, 'video/mp4'), context: { disableRevalidate: true } })
    const stored = await ctx.payload.findByID({ collection: 'videos', id: doc.id, depth: 0 })
    expect(stored.stream?.status).toBe('unavailable')
    expect(stored.stream?.message).toMatch(/^ffmpeg is not installed on this server, so the original file plays\./)
    expect((await ctx.payload.count({ collection: 'payload-jobs', where: { queue: { equals: 'media' } } })).totalDocs).toBe(0)
    const { playerMediaOf } = await import('@/video/media')
    expect(playerMediaOf(stored)!.sources).toEqual([{ src: stored.url, type: 'video/mp4' }])
  })
})
