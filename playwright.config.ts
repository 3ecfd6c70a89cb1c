import { defineConfig, devices } from '@playwright/test'

import { E2E_OTHER_PORT as otherPort, E2E_OTHER_SITE as otherSite, E2E_PORT as port, e2eSiteEnv } from './tests/helpers/e2eSite'

const baseURL = `http://127.0.0.1:${port}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // --in-process-gpu: the software compositor runs in the browser process, not a process of its
    // own (4–5 % less CPU on the gallery and photo specs here).
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--in-process-gpu'],
  },
}
const SITE_WIDE = ['**/chrome.spec.ts', '**/newsletter.spec.ts']

/** Real Chromium (Debian's, or CHROME_PATH) against a production build served on loopback. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Spec files run side by side on three workers (tests within a file in order): each spec makes its
  // own galleries, pages and visitors. Two left this 2-core machine a third idle (a test waits on the
  // browser, the server and its clock in turn). A flaky test is a bug to find, never retried.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // No traces by default: recording one for every test (kept only on failure) cost 6–12 % of the
    // suite's CPU here. A failure keeps its screenshot and error context; to trace one, run
    // `npx playwright test --trace retain-on-failure <spec>` (the screencast is best left out).
    trace: 'off',
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
      env: e2eSiteEnv(),
    },
  ],
})
