import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Small media made by Debian's ffmpeg for the tests (scripts/ensure-ffmpeg.sh installs it):
 * a 4-second 480×270 MP4 with a tone, the same tone as MP3, M4A and Ogg/Opus, and a WebM.
 * Made once per folder; returns the files' paths.
 */
export type TestMedia = Record<'mp4' | 'webm' | 'mp3' | 'm4a' | 'opus', string>

export function makeTestMedia(dir: string): TestMedia {
  fs.mkdirSync(dir, { recursive: true })
  const files: TestMedia = { mp4: 'clip.mp4', webm: 'clip.webm', mp3: 'tone.mp3', m4a: 'tone.m4a', opus: 'tone.opus' }
  const out = (name: string) => path.join(dir, name)
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args], { stdio: 'inherit' })
  const picture = ['-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=25:duration=4', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4']
  if (!fs.existsSync(out(files.mp4))) ffmpeg(...picture, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', out(files.mp4))
  if (!fs.existsSync(out(files.webm))) ffmpeg(...picture, '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-b:v', '200k', '-c:a', 'libopus', '-shortest', out(files.webm))
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=523:duration=3']
  if (!fs.existsSync(out(files.mp3))) ffmpeg(...tone, '-c:a', 'libmp3lame', '-b:a', '64k', out(files.mp3))
  if (!fs.existsSync(out(files.m4a))) ffmpeg(...tone, '-c:a', 'aac', '-b:a', '64k', out(files.m4a))
  if (!fs.existsSync(out(files.opus))) ffmpeg(...tone, '-c:a', 'libopus', '-b:a', '32k', out(files.opus))
  return Object.fromEntries(Object.entries(files).map(([key, name]) => [key, out(name)])) as TestMedia
}

/** A file as the Local API and the REST API take it. */
export function fileOf(file: string, mimetype: string) {
  const data = fs.readFileSync(file)
  return { data, mimetype, name: path.basename(file), size: data.byteLength }
}
