import type { APIRequestContext, Page } from '@playwright/test'

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password-123',
}

/** Cumulative layout shift measured in the page by the browser's own layout-shift entries. */
export async function measureLayoutShift(page: Page, scroll = true): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  if (scroll) {
    for (let y = 0; y < 6; y++) {
      await page.mouse.wheel(0, 700)
      await page.waitForTimeout(150)
    }
  }
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls)
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
