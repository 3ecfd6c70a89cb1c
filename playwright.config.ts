import { defineConfig, devices } from '@playwright/test'

import { E2E_STRIPE } from './tests/helpers/fakeStripe'
import { E2E_YOUTUBE } from './tests/helpers/fakeYouTube'

const port = process.env.E2E_PORT || '3210'
const baseURL = `http://127.0.0.1:${port}`
/** Map tiles and the chat widget come from "another company's site" on another loopback address. */
const otherPort = process.env.E2E_OTHER_PORT || '3211'
const otherSite = `http://127.0.0.2:${otherPort}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
}
const SITE_WIDE = ['**/chrome.spec.ts', '**/newsletter.spec.ts']

/** Real Chromium (Debian's, or CHROME_PATH) against a production build served on loopback. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Spec files run side by side on two workers (tests within a file in order): each spec makes its
  // own galleries, pages and visitors. A flaky test is a bug to find, never retried.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A visitor who has already accepted the consent banner, so it does not cover what a spec clicks;
    // the consent specs start without it.
    storageState: {
      cookies: [{ name: 'atrium_consent', value: 'granted', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: SITE_WIDE, use: chromium },
    // Specs that switch site-wide settings (the preloader, transitions, chat, the newsletter pop-up)
    // change every page: they run after the rest, one at a time.
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['chromium'], workers: 1, use: chromium },
  ],
  webServer: [
    {
      command: `npx tsx tests/helpers/otherSite.ts 127.0.0.2 ${otherPort} ${port}`,
      url: `${otherSite}/street/0/0/0.png`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    },
    {
      command: `npx tsx scripts/serve-isolated.ts e2e ${port}`,
      url: `${baseURL}/robots.txt`,
      timeout: 15 * 60_000,
      // E2E_REUSE_SERVER=1 runs the specs against a server already started with serve-isolated (while developing).
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_PORT: port,
        MAP_TILE_URL: `${otherSite}/street/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        MAP_SATELLITE_TILE_URL: `${otherSite}/satellite/{z}/{y}/{x}.png`,
        MAP_SATELLITE_ATTRIBUTION: 'Test imagery',
        CHAT_SCRIPT_ORIGINS: otherSite,
        // Mail goes to the other site's SMTP server (GET <otherSite>/mail lists what arrived).
        SMTP_HOST: '127.0.0.2',
        SMTP_PORT: String(Number(otherPort) + 1),
        MAIL_FROM: 'site@atrium.test',
        // The minimum fill time is a robot check with its own integration test; specs type instantly.
        FORM_MIN_FILL_SECONDS: '0',
        // Card payments go to the other site's Stripe stand-in, which calls our webhook back.
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.2:${Number(otherPort) + 2}`,
        // Video playlists come from the other site's YouTube stand-in (API and stills).
        YOUTUBE_API_KEY: E2E_YOUTUBE.apiKey,
        YOUTUBE_API_URL: `http://127.0.0.2:${Number(otherPort) + 3}`,
        YOUTUBE_IMAGE_BASE_URL: `http://127.0.0.2:${Number(otherPort) + 3}`,
        YOUTUBE_EMBED_URL: `http://127.0.0.2:${Number(otherPort) + 3}`,
        // Instagram imports read the other site's Graph API stand-in; only it may be a loopback address.
        INSTAGRAM_GRAPH_URL: `http://127.0.0.2:${Number(otherPort) + 4}`,
        INSTAGRAM_MEDIA_HOSTS: '127.0.0.2,localhost',
        OUTBOUND_ALLOW_HOSTS: `127.0.0.2:${Number(otherPort) + 4}`,
      },
    },
  ],
})
