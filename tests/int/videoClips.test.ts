import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fieldErrors } from '../helpers/fieldErrors'
import { fileOf, makeTestMedia, type TestMedia } from '../helpers/testMedia'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Our clips: video and audio uploads checked by their real type, WebVTT tracks checked and served
 * (a cue at 0 s from 0.2 s), and the queued job that makes the HLS ladder, its DASH twin and a
 * poster with the machine's ffmpeg, served from our own addresses.
 */
const context = { disableRevalidate: true }
const mediaDir = path.join(os.tmpdir(), 'atrium-test-media')

describe(`clips, tracks and streams (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let media: TestMedia
  let streams: typeof import('@/video/streams')
  let http: typeof import('@/video/http')
  let player: typeof import('@/video/media')

  beforeAll(async () => {
    media = makeTestMedia(mediaDir)
    ctx = await startTestPayload()
    streams = await import('@/video/streams')
    http = await import('@/video/http')
    player = await import('@/video/media')
  }, 120_000)

  afterAll(async () => {
    await ctx?.cleanup()
  })

  it('takes MP3, M4A and Ogg/Opus audio by their real type, with generated names', async () => {
    for (const [file, claimed, stored] of [
      [media.mp3, 'audio/mpeg', 'audio/mpeg'],
      [media.m4a, 'audio/mp4', 'audio/x-m4a'],
      [media.opus, 'audio/ogg', 'audio/ogg'],
      [media.webm, 'video/webm', 'video/webm'],
    ] as const) {
      const doc = await ctx.payload.create({ collection: 'videos', data: { title: path.basename(file), width: 480, height: 270 }, file: fileOf(file, claimed), context })
      expect(doc.mimeType).toBe(stored)
      expect(doc.filename).toMatch(/^clip-[0-9a-f-]{12}\.(mp3|m4a|opus|webm)$/)
      // Audio has no streams to make; a video waits for its job.
      expect(doc.stream?.status).toBe(stored.startsWith('audio/') ? 'none' : 'queued')
    }
  })

  it('refuses a file that only claims to be audio, and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'videos' })).totalDocs
    const fake = { data: Buffer.from('<?php system($_GET["c"]); ?>'), mimetype: 'audio/mpeg', name: 'song.mp3', size: 29 }
    await expect(ctx.payload.create({ collection: 'videos', data: { title: 'Not a song', width: 480, height: 270 }, file: fake, context })).rejects.toThrow(/not a supported video or audio file/)
    expect((await ctx.payload.count({ collection: 'videos' })).totalDocs).toBe(before)
  })

  it('checks tracks: a WebVTT text, a language code; an SRT file is refused in words', async () => {
    const data = { title: 'Tracked', width: 480, height: 270 }
    expect(
      await fieldErrors(ctx.payload.create({ collection: 'videos', data: { ...data, tracks: [{ kind: 'captions', language: 'en', label: 'English', vtt: '1\n00:00:01,000 --> 00:00:02,000\nSRT' }] }, file: fileOf(media.mp3, 'audio/mpeg'), context })),
    ).toEqual(['A WebVTT track starts with the line "WEBVTT".'])
    expect(
      await fieldErrors(ctx.payload.create({ collection: 'videos', data: { ...data, tracks: [{ kind: 'captions', language: 'English!', label: 'English', vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n' }] }, file: fileOf(media.mp3, 'audio/mpeg'), context })),
    ).toEqual(['Give a language code such as "en", "de" or "pt-BR".'])
  })

  it('serves a track as text/vtt, a caption at 0 s from 0.2 s; unknown tracks are 404', async () => {
    const doc = await ctx.payload.create({
      collection: 'videos',
      data: {
        title: 'Jingle',
        width: 480,
        height: 270,
        tracks: [
          { kind: 'captions', language: 'en', label: 'English', vtt: 'WEBVTT\n\n00:00.000 --> 00:02.000\nA chime\n' },
          { kind: 'chapters', language: 'en', label: 'Chapters', vtt: 'WEBVTT\n\n00:00.000 --> 00:03.000\nAll of it\n' },
        ],
      },
      file: fileOf(media.mp3, 'audio/mpeg'),
      context,
    })
    const answer = await http.trackRequest(ctx.payload, String(doc.id), '0.vtt')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(await answer.text()).toContain('00:00:00.200 --> 00:02.000\nA chime')
    for (const [id, file] of [[String(doc.id), '2.vtt'], [String(doc.id), '../0.vtt'], ['x', '0.vtt'], ['999999', '0.vtt']]) {
      expect((await http.trackRequest(ctx.payload, id!, file!)).status).toBe(404)
    }
    const view = player.playerMediaOf(await ctx.payload.findByID({ collection: 'videos', id: doc.id, depth: 1 }))!
    expect(view.kind).toBe('audio')
    expect(view.tracks.map((track) => [track.kind, track.src])).toEqual([
      ['captions', `/videos/tracks/${doc.id}/0.vtt`],
      ['chapters', `/videos/tracks/${doc.id}/1.vtt`],
    ])
  })

  it('makes the HLS ladder, its DASH twin and a poster in the queued job; the player then tries HLS, DASH, the original', async () => {
    const doc = await ctx.payload.create({ collection: 'videos', data: { title: 'Test card', width: 480, height: 270 }, file: fileOf(media.mp4, 'video/mp4'), context })
    expect(doc.stream?.status).toBe('queued')
    expect(player.playerMediaOf(doc)!.sources.map((source) => source.type)).toEqual(['video/mp4'])
    await ctx.payload.jobs.run({ queue: 'media', limit: 10 })
    const done = await ctx.payload.findByID({ collection: 'videos', id: doc.id, depth: 0 })
    expect(done.stream).toMatchObject({ status: 'ready', rungs: '270' })
    const key = player.streamKey(done.filename!)
    const master = await streams.streamFileRequest(key, ['master.m3u8'])
    expect(master.status).toBe(200)
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await master.text()
    expect(text).toMatch(/#EXT-X-STREAM-INF:.*RESOLUTION=480x270/)
    expect(text).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/)
    const variant = await (await streams.streamFileRequest(key, ['v0', 'index.m3u8'])).text()
    const segment = variant.split('\n').find((line) => line.endsWith('.ts'))!
    const ts = await streams.streamFileRequest(key, ['v0', segment])
    expect(ts.headers.get('content-type')).toBe('video/mp2t')
    expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47) // MPEG-TS sync byte
    const mpd = await streams.streamFileRequest(key, ['dash', 'manifest.mpd'])
    expect(mpd.headers.get('content-type')).toBe('application/dash+xml')
    expect(await mpd.text()).toContain('<MPD')
    const poster = await streams.streamFileRequest(key, ['poster.jpg'])
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
    const view = player.playerMediaOf(done)!
    expect(view.sources.map((source) => source.type)).toEqual(['application/vnd.apple.mpegurl', 'application/dash+xml', 'video/mp4'])
    expect(view.poster).toBe(`/videos/streams/${key}/poster.jpg`)
    // Nothing outside a stream folder's own files is served.
    for (const [k, parts] of [[key, ['..', '..', 'atrium.db']], ['..', ['master.m3u8']], [key, ['v0', '..', '..', 'test.db']], [key, ['dash', 'manifest.mpd.bak']]] as const) {
      expect((await streams.streamFileRequest(k, [...parts])).status).toBe(404)
    }
  }, 120_000)

  it('records a failure in words when ffmpeg cannot read the file, and the original still plays', async () => {
    const doc = await ctx.payload.create({ collection: 'videos', data: { title: 'Truncated', width: 480, height: 270 }, file: fileOf(media.mp4, 'video/mp4'), context })
    // The stored file is cut short after upload (a disk fault): the job must say so, not hang or half-write.
    const stored = path.join(ctx.dataDir, 'videos', doc.filename!)
    fs.writeFileSync(stored, fs.readFileSync(stored).subarray(0, 2048))
    await ctx.payload.jobs.run({ queue: 'media', limit: 10 })
    const failed = await ctx.payload.findByID({ collection: 'videos', id: doc.id, depth: 0 })
    expect(failed.stream?.status).toBe('failed')
    expect(failed.stream?.message).toMatch(/^ffmpeg could not make streams: .+ The original file plays\.$/)
    expect(fs.existsSync(path.join(ctx.dataDir, 'streams', player.streamKey(doc.filename!)))).toBe(false)
    expect(fs.readdirSync(path.join(ctx.dataDir, 'streams')).filter((name) => name.includes('.part-'))).toEqual([])
    expect(player.playerMediaOf(failed)!.sources.map((source) => source.type)).toEqual(['video/mp4'])
  }, 60_000)
})
