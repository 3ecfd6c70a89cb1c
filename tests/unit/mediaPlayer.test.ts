import { describe, expect, it } from 'vitest'

import { hlsRecovery, playableSources, rendererFor, type Abilities } from '@/video/player/recovery'
import { youtubeErrorText, type YouTubeLabels } from '@/video/components/YouTubeEmbed.client'
import { rungsFor } from '@/video/streams'
import { clockOf, parseVtt, servedVtt, vttProblem, vttSeconds } from '@/video/vtt'

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome.\n\nNOTE a comment\n\n2\n00:04.000 --> 00:08.500 align:start\nSecond line\nwraps.\n'

describe('WebVTT tracks', () => {
  it('reads timestamps with and without hours', () => {
    expect(vttSeconds('00:04.250')).toBe(4.25)
    expect(vttSeconds('01:02:03.004')).toBeCloseTo(3723.004)
    expect(vttSeconds('00:61.000')).toBeNull()
    expect(vttSeconds('4.000')).toBeNull()
  })

  it('parses cues, skipping notes, keeping identifiers out of the text', () => {
    expect(parseVtt(CAPTIONS)).toEqual([
      { start: 0, end: 4, text: 'Welcome.' },
      { start: 4, end: 8.5, text: 'Second line\nwraps.' },
    ])
    expect(parseVtt('\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nCRLF\r\n')).toEqual([{ start: 1, end: 2, text: 'CRLF' }])
  })

  it('says in words what is wrong with a track', () => {
    expect(vttProblem(CAPTIONS)).toBeNull()
    expect(vttProblem('1\n00:00:01,000 --> 00:00:02,000\nAn SRT file')).toMatch(/starts with the line "WEBVTT"/)
    expect(vttProblem('WEBVTT\n\n00:00.000 --> 00:0x.000\nbad')).toMatch(/not valid WebVTT/)
    expect(vttProblem('WEBVTT\n\n00:05.000 --> 00:04.000\nbackwards')).toMatch(/ends before it starts/)
    expect(vttProblem('WEBVTT\n')).toMatch(/no cues/)
    expect(vttProblem(`WEBVTT\n\n${'x'.repeat(200_001)}`)).toMatch(/too long/)
  })

  it('serves a cue timed at 0 s from 0.2 s (the old player\'s rule), and leaves the others alone', () => {
    const served = servedVtt(CAPTIONS)
    expect(served).toContain('00:00:00.200 --> 00:04.000')
    expect(served).toContain('00:04.000 --> 00:08.500 align:start')
    expect(parseVtt(served)[0]!.start).toBe(0.2)
    // A cue shorter than 0.2 s stays as it is rather than end before it starts.
    expect(servedVtt('WEBVTT\n\n00:00.000 --> 00:00.100\nblink\n')).toContain('00:00.000 --> 00:00.100')
  })

  it('writes chapter times as a clock', () => {
    expect(clockOf(0)).toBe('0:00')
    expect(clockOf(65.9)).toBe('1:05')
    expect(clockOf(3725)).toBe('1:02:05')
  })
})

describe('HLS media-error recovery', () => {
  it('recovers, then swaps the codec, then gives up — each at most once per 3 s', () => {
    let now = 10_000
    const next = hlsRecovery(() => now)
    expect(next()).toBe('recover')
    now += 1000
    expect(next()).toBe('swap-and-recover')
    now += 1000
    expect(next()).toBe('give-up')
  })

  it('starts again once 3 s have passed since the last recovery', () => {
    let now = 0
    const next = hlsRecovery(() => now)
    expect(next()).toBe('recover')
    now = 3001
    expect(next()).toBe('recover')
    next.progressed()
    now = 3500
    expect(next()).toBe('swap-and-recover')
    next.progressed()
    now = 6502
    expect(next()).toBe('recover')
  })

  it('gives up after two recoveries that played nothing, however far apart the failures come', () => {
    let now = 0
    const next = hlsRecovery(() => now)
    expect(next()).toBe('recover')
    now = 4000
    expect(next()).toBe('recover')
    now = 8000
    expect(next()).toBe('give-up')
    // Once it played on after a recovery, a later failure is a first one again.
    const played = hlsRecovery(() => now)
    expect(played()).toBe('recover')
    played.progressed()
    now = 12_000
    expect(played()).toBe('recover')
    played.progressed()
    now = 16_000
    expect(played()).toBe('recover')
  })
})

describe('choosing what plays a source', () => {
  const chromium: Abilities = { canPlayType: (type) => (['video/mp4', 'video/webm', 'audio/ogg', 'audio/mpeg'].includes(type) ? 'probably' : ''), mediaSource: true }
  const oldSafari: Abilities = { canPlayType: (type) => (type === 'application/vnd.apple.mpegurl' || type === 'video/mp4' ? 'maybe' : ''), mediaSource: false }
  const hls = { src: '/s/master.m3u8', type: 'application/vnd.apple.mpegurl' }
  const dash = { src: '/s/dash/manifest.mpd', type: 'application/dash+xml' }
  const mp4 = { src: '/v.mp4', type: 'video/mp4' }

  it('uses hls.js and dashjs where Media Source Extensions exist, the browser itself otherwise', () => {
    expect(rendererFor(hls, chromium)).toBe('hls')
    expect(rendererFor(dash, chromium)).toBe('dash')
    expect(rendererFor(mp4, chromium)).toBe('native')
    expect(rendererFor(hls, oldSafari)).toBe('native')
    expect(rendererFor(dash, oldSafari)).toBeNull()
  })

  it('keeps the editor\'s order and drops what nothing here can play ("No renderer found" when empty)', () => {
    expect(playableSources([hls, dash, mp4], chromium).map((source) => source.renderer)).toEqual(['hls', 'dash', 'native'])
    expect(playableSources([hls, dash, mp4], oldSafari).map((source) => source.renderer)).toEqual(['native', 'native'])
    expect(playableSources([{ src: '/a.flv', type: 'video/x-flv' }], chromium)).toEqual([])
  })
})

describe('the HLS ladder', () => {
  it('makes the rungs the source reaches, never enlarging; a tiny source keeps its own (even) height', () => {
    expect(rungsFor(1080)).toEqual([360, 720])
    expect(rungsFor(720)).toEqual([360, 720])
    expect(rungsFor(480)).toEqual([360])
    expect(rungsFor(241)).toEqual([240])
  })
})

describe('embedded-player error codes', () => {
  const labels: YouTubeLabels = { error2: 'two', error5: 'five', error100: 'hundred', error101: 'owner', errorUnknown: 'Unknown error.', playerUnavailable: 'silent' }
  it('names 2, 5, 100, 101/105/150, and anything else as "Unknown error."', () => {
    expect([2, 5, 100, 101, 105, 150, 999].map((code) => youtubeErrorText(code, labels))).toEqual(['two', 'five', 'hundred', 'owner', 'owner', 'owner', 'Unknown error.'])
  })
})
