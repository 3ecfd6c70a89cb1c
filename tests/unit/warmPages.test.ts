import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pagesToWarm, warmPages } from '@/lib/server/warmPages'

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://example.test/about</loc></url>
<url><loc>https://example.test/galleries</loc></url>
<url><loc>https://example.test/galleries/life-at-atrium</loc></url>
<url><loc>https://example.test/galleries/life-at-atrium/photos/7</loc></url>
<url><loc>https://example.test/galleries/events</loc></url>
<url><loc>not a url</loc></url>
<url><loc>https://example.test/galleries/life-at-atrium</loc></url>
</urlset>`

describe('warming the page cache at start', () => {
  it('takes the home page, the galleries index and each gallery from the sitemap, once, never photos', () => {
    expect(pagesToWarm(SITEMAP)).toEqual(['/', '/galleries', '/galleries/life-at-atrium', '/galleries/events'])
    expect(pagesToWarm('')).toEqual(['/', '/galleries'])
    expect(pagesToWarm(SITEMAP, 3)).toHaveLength(3)
  })

  describe('against a server', () => {
    const asked: string[] = []
    let server: http.Server
    let base: string
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        asked.push(request.url!)
        if (request.url === '/sitemap.xml') return void response.end(SITEMAP)
        response.statusCode = request.url === '/galleries/events' ? 500 : 200
        response.end('<html></html>')
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('asks for each page in turn and counts what failed, leaving it for its first visitor', async () => {
      expect(await warmPages(base)).toEqual({ warmed: 3, failed: 1 })
      expect(asked).toEqual(['/sitemap.xml', '/', '/galleries', '/galleries/life-at-atrium', '/galleries/events'])
    })
  })
})
