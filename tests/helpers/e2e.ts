import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { E2E_OTHER_SITE, YOUTUBE_STAND_IN } from './e2eSite'
import { afterNetworkQuiet } from './networkQuiet'

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password-123',
}

/**
 * Cumulative layout shift measured in the page by the browser's own layout-shift entries. When
 * something shifted, what moved (and by how much, when) is printed with the test's output.
 */
export async function measureLayoutShift(page: Page, scroll = true): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __clsSources: string[] }
    w.__cls = 0
    w.__clsSources = []
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown')
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`
    }
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue
        w.__cls += entry.value
        for (const source of entry.sources ?? []) {
          const { previousRect: a, currentRect: b } = source
          w.__clsSources.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${describe(source.node)} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  if (scroll) {
    // A person's scroll, a step at a time: each step waits until the page has moved (or is at its end).
    for (let y = 0; y < 6; y++) {
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.wheel(0, 700)
      await page.waitForFunction((from) => window.scrollY !== from || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1, before)
    }
  }
  await pageSettled(page)
  const { value, sources, window: size } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __clsSources: string[] }
    // The window and text scale at the end, to tell a reflow of the page from a change of the window.
    const rem = getComputedStyle(document.documentElement).fontSize
    return { value: w.__cls, sources: w.__clsSources, window: `${window.innerWidth}×${window.innerHeight} at ${window.devicePixelRatio}×, 1rem = ${rem}` }
  })
  if (value > 0) console.log(`Layout shift ${value} on ${page.url()} (window ${size}):\n  ${sources.join('\n  ')}`)
  return value
}

/** A string of embla's own code (its option names survive minifying): marks the carousel engine's chunk. */
export const EMBLA_CODE = 'trimSnaps'

/**
 * The page's scripts whose code contains `marker` (or any of several), as a slow or broken connection
 * gives them: passed on and counted, held back until `release()`, or refused. `count(marker)` is how
 * many with that marker (default: the first) were asked for, counted before the browser has them.
 */
export async function scriptsContaining(
  page: Page,
  marker: string | readonly string[],
  handling: 'pass' | 'hold' | 'refuse' = 'pass',
): Promise<{ count: (marker?: string) => number; release: () => void }> {
  const markers = typeof marker === 'string' ? [marker] : marker
  const counts = new Map<string, number>()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      const found = markers.filter((candidate) => body.includes(candidate))
      for (const candidate of found) counts.set(candidate, (counts.get(candidate) ?? 0) + 1)
      if (found.length > 0) {
        if (handling === 'refuse') return await route.abort()
        if (handling === 'hold') await held
      }
      await route.fulfill({ response, body })
    } catch (error) {
      // A page that moved on (a full page load, or closed at the test's end, which scripts asked for
      // after the paint can outlast) ends the requests still here.
      if (!/disposed|closed|test ended/i.test(String(error))) throw error
    }
  })
  return { count: (which = markers[0]!) => counts.get(which) ?? 0, release }
}

/** Signs in through the REST API and returns the token (for setting up data as an admin). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email, password } })
  if (!response.ok()) throw new Error(`Login failed for ${email}: ${response.status()} ${await response.text()}`)
  return (await response.json()).token as string
}

/** A gallery's photo ids in the editor's order, as the public REST API gives them. */
export async function galleryItems(request: APIRequestContext, slug: string): Promise<number[]> {
  const response = await request.get(`/api/galleries?where[slug][equals]=${slug}&depth=0`)
  return (await response.json()).docs[0].items as number[]
}

/** What a browser sends with a fetch from our own pages; state-changing endpoints refuse requests without it. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** "Another company's site" (tests/helpers/otherSite.ts): tiles, a chat script, and the mail provider. */
export const OTHER_SITE = E2E_OTHER_SITE
/** The other site's stand-in of YouTube (Data API, image host and embedded player; see playwright.config.ts). */
export { YOUTUBE_STAND_IN }
/** The end-to-end site's data folder (scripts/serve-isolated.ts): specs that inject disk faults reach its files here. */
export const E2E_DATA_DIR = path.join(process.cwd(), '.isolated', 'e2e', 'data')

export type ReceivedMail = { to: string[]; from: string[]; replyTo: string[]; subject: string; text: string; listUnsubscribe: string | null; listUnsubscribePost: string | null }

/** The e-mails the site has sent so far (the other site's SMTP server received them). */
export async function receivedMail(request: APIRequestContext): Promise<ReceivedMail[]> {
  return (await (await request.get(`${OTHER_SITE}/mail`)).json()) as ReceivedMail[]
}

/** Waits (polling, as a person refreshing their inbox) for the first e-mail that matches. */
export async function waitForMail(request: APIRequestContext, match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await receivedMail(request)).find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error('The expected e-mail did not arrive')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Signs in to the admin in the browser, as an editor would. */
/**
 * Signs the page's browser in as a person does on the admin's login form, and waits for the dashboard.
 * For a test about something else, adminSession is quicker.
 */
export async function adminLogin(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

/**
 * Signs the page's browser in through the login endpoint the admin's form posts to: the session cookie
 * lands in the browser context (page.request shares its cookies). Two heavy admin loads fewer than
 * adminLogin (the form and the dashboard), for tests whose subject is what comes after signing in.
 */
export async function adminSession(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: { email, password } })
  expect(response.status(), `login for ${email}: ${await response.text()}`).toBe(200)
}

/**
 * Whether a control is where a person can use it: inside the window and on top at its centre (not
 * under a bar, a panel or another layer).
 */
export async function isReachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0 && rect.right <= window.innerWidth && hit !== null && (hit === element || element.contains(hit) || hit.contains(element))
  })
}

/** Each of these controls is reachable (isReachable), or the test fails naming the first that is not. */
export async function expectReachable(...locators: Locator[]): Promise<void> {
  for (const locator of locators) expect(await isReachable(locator), `not reachable: ${await locator.evaluate((element) => element.outerHTML.slice(0, 80))}`).toBe(true)
}

/** Accessibility violations (axe) inside an element, as "rule: targets" lines (empty when clean). */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The page's content viewer listens for clicks (before hydration a picture link opens the picture itself). */
export async function contentViewerReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-content-viewer="ready"]')).toHaveCount(1)
}

/** A video gallery's playlist and pager answer presses (before hydration a press does nothing). */
export async function videoGalleryReady(page: Page): Promise<void> {
  await expect(page.locator('.video-gallery[data-ready="true"]').first()).toHaveCount(1)
}

/** The viewer has closed and Close's history traversal back to the gallery has landed (a page load started before that is cancelled by it). */
export async function viewerClosed(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/photos\//)
}

/**
 * A client component answers presses once React has hydrated it: before that a press does nothing,
 * or does what the plain HTML does (a form posts, a link loads a page). Components that need it say
 * `data-ready="true"` from then on.
 */
export async function hydrated(component: Locator): Promise<void> {
  await expect(component).toHaveAttribute('data-ready', 'true')
}

/**
 * Brings `block` into view and waits until the island in it that waited for the visitor has
 * hydrated (a block further down a page hydrates when the visitor comes near it).
 */
export async function islandLive(block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded()
  await expect(block.locator('template[data-island][data-live]').first()).toBeAttached()
}

/**
 * Brings each island that waits for the visitor (src/components/visibleIsland.tsx) into view in
 * turn, as a visitor scrolling down the page would, until every one has hydrated.
 */
export async function visitIslands(page: Page): Promise<void> {
  const waiting = page.locator('template[data-island]:not([data-live])')
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    const marker = waiting.first()
    const id = await marker.getAttribute('data-island')
    await marker.evaluate((element) => element.previousElementSibling?.scrollIntoView({ block: 'center' }))
    await expect(page.locator(`template[data-island="${id}"][data-live]`)).toHaveCount(1)
  }
}

/** Links marked for it are fetched ahead when pointed at (src/components/PrefetchOnIntent.client.tsx). */
export async function prefetchOnIntentReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-prefetch-intent="ready"]')).toHaveCount(1)
}

/** Links fade the page out and the App Router brings the next one (before this, a press reloads). */
export async function pageTransitionsReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-transitions="ready"]')).toHaveCount(1)
}

/** The gallery's browser (pages, search, sort) works in place; before this its links reload the page. */
export async function galleryReady(page: Page): Promise<void> {
  await expect(page.locator('.gallery-browser[data-enhanced="true"]').first()).toHaveCount(1)
}

/** A gallery's thumbnails open the photo viewer in place (before this a press opens the photo page). */
export async function viewerOpenerReady(page: Page): Promise<void> {
  await expect(page.locator('[data-viewer="ready"]').first()).toHaveCount(1)
}

/**
 * A photo page's live viewer takes the server's viewer's place at the visitor's first input: here a
 * pointer move, once the page's opener listens for it.
 */
export async function photoPageLive(page: Page): Promise<void> {
  await viewerOpenerReady(page)
  await page.mouse.move(10, 10)
  await page.mouse.move(20, 20)
  await expect(page.locator('.atrium-lightbox')).toBeVisible()
  await expect(page.locator('.static-viewer')).toHaveCount(0)
}

/** The consent banner is React's (server-rendered, its buttons answer once it has hydrated). */
export async function consentBannerReady(page: Page): Promise<void> {
  await expect(page.locator('.consent-banner')).not.toHaveAttribute('data-first-render')
}

/**
 * The page's own scripts have arrived and the network has been quiet since. Next's scripts are asked
 * for once the page has painted (src/lib/server/paintFirst.mjs), which on a busy machine can come
 * after `networkidle`: that alone could let a test look before they had even been asked for. Polled
 * from here, not in the page: a test's fake clock stops the page's timers and frames.
 */
export async function pageSettled(page: Page, { timeout = 10_000 }: { timeout?: number } = {}): Promise<void> {
  const loaded = () => page.evaluate(() => document.readyState === 'complete' && document.documentElement.dataset.scripts !== 'waiting')
  await afterNetworkQuiet(page, () => expect.poll(loaded, { timeout }).toBe(true), { quietMs: 500, capMs: timeout })
}
