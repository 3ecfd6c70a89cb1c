/** What the benches ask of a running site: that it answers, a staff token, and that its media work is done. */

import { chromium, type Browser } from '@playwright/test'

/** The machine's Chromium (or CHROME_PATH), headless, as every browser row of the bench runs it; `extraArgs` for a row's own needs. */
export function launchBenchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  })
}

export type Admin = { email: string; password: string }

/** The admin `scripts/serve-isolated.ts` creates (the same defaults). */
export const ISOLATED_ADMIN: Admin = { email: process.env.ISOLATED_ADMIN_EMAIL || 'admin@e2e.test', password: process.env.ISOLATED_ADMIN_PASSWORD || 'e2e-admin-password-123' }

/** Waits until `url` answers 2xx, polling every `everyMs`. */
export async function waitFor(url: string, timeoutMs: number, everyMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await fetch(url).then((response) => response.ok).catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

export async function adminToken(base: string, admin: Admin = ISOLATED_ADMIN): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })
  if (!login.ok) throw new Error(`Could not sign in as ${admin.email}: ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

/**
 * A fresh site's server first makes the demo clips' streams (ffmpeg, minutes of both cores): measured
 * meanwhile, every figure would be the transcoder's. Waits until no clip is queued or processing.
 */
export async function waitForMediaJobs(base: string, admin: Admin = ISOLATED_ADMIN): Promise<void> {
  const token = await adminToken(base, admin)
  const deadline = Date.now() + 20 * 60_000
  let told = false
  for (;;) {
    const busy = (await (await fetch(`${base}/api/videos?where[stream.status][in]=queued,processing&limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as { totalDocs: number }
    if (busy.totalDocs === 0) return
    if (Date.now() > deadline) throw new Error(`${busy.totalDocs} clip(s) still have no streams after 20 minutes: is ffmpeg working?`)
    if (!told) console.log(`Waiting for the streams of ${busy.totalDocs} demo clip(s) to be made before measuring…`)
    told = true
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  }
}
