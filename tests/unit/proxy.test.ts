import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '@/lib/security/clientIp'
import { isPlainAddress, PLAIN_ADDRESS_HEADER } from '@/lib/server/plainAddress'

/**
 * The proxy in front of every page: where a gallery state goes (kept or live), state segments typed
 * into the address, and how many new states one address may open.
 */
describe('the proxy and gallery states', () => {
  let proxy: typeof import('@/proxy').proxy
  const port = process.env.PORT

  beforeAll(async () => {
    // Its refusals read the site's own 400 page over loopback; nothing listens here, so the plain page is used.
    process.env.PORT = '9'
    proxy = (await import('@/proxy')).proxy
  })
  afterAll(async () => {
    process.env.PORT = port
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
  })

  const get = (path: string, ip = '198.51.100.7') => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { [CLIENT_IP_HEADER]: ip } }))
  const rewrite = (response: Response) => new URL(response.headers.get('x-middleware-rewrite') ?? '/', 'http://localhost').pathname

  it('sends ordinary states to a kept page and searches, tags and far pages to a live one', async () => {
    expect(rewrite(await get('/galleries/team?sort=title'))).toMatch(/\/galleries\/team\/~[A-Za-z0-9_-]+$/)
    expect(rewrite(await get('/galleries/team/slides?sort=title'))).toMatch(/\/galleries\/team\/slides\/~[A-Za-z0-9_-]+$/)
    for (const query of ['q=leeds', 'tag=team', 'page=90']) expect(rewrite(await get(`/galleries/team?${query}`)), query).toMatch(/\/galleries\/team\/~![A-Za-z0-9_-]+$/)
  })

  it('refuses a state segment typed into the address', async () => {
    for (const path of ['/galleries/team/~cGFnZT0y', '/galleries/team/%7EcGFnZT0y', '/galleries/team/%7e%21eA', '/galleries/team/%7EcGFn%ZZ', '/galleries/team/slides/~!eA', '/~']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('There is no page at this address.')
    }
  })

  it('lets an address open 600 new states in ten minutes, then answers 429 in words; states seen before cost nothing', async () => {
    const ip = '203.0.113.50'
    for (let index = 1; index <= 600; index++) {
      const response = await get(`/galleries/team?q=word${index}`, ip)
      if (response.status !== 200) throw new Error(`state ${index} refused: ${response.status}`)
    }
    const refused = await get('/galleries/team?q=one-more', ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Please wait')
    // Another address is not held back.
    expect((await get('/galleries/team?q=one-more', '203.0.113.51')).status).toBe(200)
    // A kept state already seen here is free, however often it is asked for.
    const fresh = '203.0.113.52'
    for (let index = 0; index < 700; index++) expect((await get('/galleries/team?sort=title&dir=desc', fresh)).status).toBe(200)
  })
})

describe('which requests the proxy sees', () => {
  it('runs for pages, including the gallery slides list, and not for route handlers, APIs or files', async () => {
    const { config } = await import('@/proxy')
    // Next compiles the matcher with path-to-regexp, where a bracketed part is a plain regular expression.
    const runs = (path: string) => config.matcher.some(({ source }) => new RegExp(`^${source}$`).test(path))
    for (const page of ['/', '/about', '/galleries/team', '/galleries/team/slides', '/galleries/team/photos/12', '/albums/events/2026', '/search', '/cart', '/checkout', '/orders/5', '/shop', '/portfolio', '/videos/brand']) {
      expect(runs(page), page).toBe(true)
    }
    for (const handler of ['/cart/add', '/cart/summary', '/cart/items/abc', '/checkout/place', '/forms/3/submit', '/forms/challenge', '/search/live', '/shop/photos/team/12', '/galleries/team/photos/12/rating', '/galleries/team/photos/12/view', '/galleries/team/photos/12/download', '/galleries/team/photos/12/comments', '/galleries/team/engagement', '/newsletter/subscribe', '/orders/5/pay', '/orders/5/downloads/1', '/videos/brand/playlist', '/videos/streams/k/master.m3u8', '/webhooks/stripe', '/import/runs/4', '/api/media', '/admin', '/_next/static/chunks/a.js', '/favicon.ico']) {
      expect(runs(handler), handler).toBe(false)
    }
  })

  it('is skipped for an address the server found plain, which the server alone may say', async () => {
    const { config } = await import('@/proxy')
    for (const { missing } of config.matcher) expect(missing).toEqual([{ type: 'header', key: PLAIN_ADDRESS_HEADER }])
    for (const url of ['/', '/about', '/galleries/team', '/galleries/team/photos/12', '/albums/events/2026']) expect(isPlainAddress(url), url).toBe(true)
    // A query, a state segment, or what could decode to one (`%7E` is `~`): the proxy runs.
    for (const url of ['/galleries/team?sort=title', '/search?q=x', '/?', '/galleries/team/~cGFnZT0y', '/about/~', '/galleries/team/%7EcGFnZT0y', '/a%2Fb', undefined]) {
      expect(isPlainAddress(url), String(url)).toBe(false)
    }
    // That a visitor cannot send it themselves: tests/e2e/security.spec.ts, against the real server.
  })
})
