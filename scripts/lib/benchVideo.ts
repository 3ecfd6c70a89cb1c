import type { Page } from '@playwright/test'
import { launchBenchBrowser } from './benchSite'

/**
 * Issue 28's figures: a video gallery page's first-view JavaScript within the gallery budget (the
 * player loads on demand), the player's code fetched only on Play, and the time from pressing Play
 * to the first frame on loopback (the MP4 and the HLS ladder, median of 5 each).
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Presses Play and waits for the first painted frame of whatever element the player made. */
async function playToFirstFrame(page: Page, region: string): Promise<{ ms: number; tag: string }> {
  return page.evaluate(async (regionName) => {
    const stage = [...document.querySelectorAll('[role="region"]')].find((el) => el.getAttribute('aria-label') === 'Now playing')!
    const player = [...stage.querySelectorAll('[role="region"]')].find((el) => el.getAttribute('aria-label') === regionName)!
    const started = performance.now()
    player.querySelector('button')!.click()
    const media = await new Promise<HTMLVideoElement>((resolve) => {
      const look = () => {
        const found = document.querySelector<HTMLVideoElement>('media-controller [slot="media"]')
        if (found) resolve(found)
        else requestAnimationFrame(look)
      }
      look()
    })
    // Custom elements (HLS/DASH) hold the real <video> in their shadow root.
    const video = (media.shadowRoot?.querySelector('video') ?? media) as HTMLVideoElement
    await new Promise<void>((resolve) => video.requestVideoFrameCallback(() => resolve()))
    return { ms: performance.now() - started, tag: media.tagName.toLowerCase() }
  }, region)
}

export async function benchVideo(base: string, add: Add): Promise<void> {
  const browser = await launchBenchBrowser(['--autoplay-policy=no-user-gesture-required'])
  try {
    // First view: every script's bytes on the wire, and which of them are the player's.
    const context = await browser.newContext()
    // tsx names inner functions with a `__name` helper that the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f')
    const page = await context.newPage()
    const scripts: { bytes: number; afterPlay: boolean; player: boolean }[] = []
    let played = false
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return
      const sizes = await request.sizes().catch(() => null)
      const body = await (await request.response())?.body().catch(() => Buffer.alloc(0))
      scripts.push({ bytes: sizes?.responseBodySize ?? 0, afterPlay: played, player: Boolean(body?.includes('media-controller')) })
    })
    await page.goto(`${base}/videos/our-films`, { waitUntil: 'networkidle' })
    const firstView = scripts.filter((script) => !script.afterPlay)
    const js = firstView.reduce((sum, script) => sum + script.bytes, 0)
    add('JavaScript on first view (transferred, gzip): video gallery', kb(js), '≤ 160 KB', js <= 160 * 1024)
    played = true
    await playToFirstFrame(page, 'Video player')
    await page.waitForLoadState('networkidle')
    const before = firstView.filter((script) => script.player).length
    const after = scripts.filter((script) => script.afterPlay)
    add('Media player code: on first view / fetched on Play', `${before} chunks / ${after.length} chunk(s), ${kb(after.reduce((sum, script) => sum + script.bytes, 0))}`, 'on Play only', before === 0 && after.some((script) => script.player))
    await context.close()

    // Play → first frame, each in a fresh page (the player's code cached, as for a returning visitor).
    const times = async (path: string): Promise<{ runs: number[]; tag: string }> => {
      const runs: number[] = []
      let tag = ''
      const warm = await browser.newContext()
      await warm.addInitScript('globalThis.__name = (f) => f')
      for (let i = 0; i < 6; i++) {
        const tab = await warm.newPage()
        await tab.goto(`${base}${path}`, { waitUntil: 'networkidle' })
        const time = await playToFirstFrame(tab, 'Video player')
        if (i > 0) runs.push(time.ms)
        tag = time.tag
        await tab.close()
      }
      await warm.close()
      return { runs, tag }
    }
    const clip = await times('/videos/our-films')
    const how = clip.tag === 'atrium-hls-video' ? 'HLS ladder, hls.js' : clip.tag === 'dash-video' ? 'DASH, dashjs' : 'original file'
    add(`Play → first frame, the welcome film (${how}, loopback, median of 5)`, `${Math.round(median(clip.runs))} ms (${clip.runs.map(Math.round).join(', ')})`, '—', null)
  } finally {
    await browser.close()
  }
}
