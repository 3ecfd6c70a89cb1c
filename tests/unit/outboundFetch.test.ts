import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OutboundRefused, OutboundUnreachable, isPrivateAddress, safeFetch } from '@/lib/server/safeFetch'

/** Outbound fetches of addresses that come from outside: only allowed hosts, only public addresses, redirects re-checked, caps. */
describe('safe outbound fetch', () => {
  let server: http.Server
  let origin: string
  let hostPort: string
  const hits: string[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '')
      if (request.url === '/to-metadata') return void response.writeHead(302, { Location: 'https://169.254.169.254/latest/meta-data/' }).end()
      if (request.url === '/to-loopback-name') return void response.writeHead(301, { Location: 'https://localhost/secret' }).end()
      if (request.url === '/loop') return void response.writeHead(302, { Location: '/loop' }).end()
      if (request.url === '/big') return void response.writeHead(200, { 'Content-Length': 5000 }).end(Buffer.alloc(5000))
      if (request.url === '/big-chunked') {
        response.writeHead(200)
        response.write(Buffer.alloc(3000))
        return void response.end(Buffer.alloc(3000))
      }
      if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2000)
      if (request.url === '/hop') return void response.writeHead(302, { Location: '/ok' }).end()
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('fine')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    origin = `http://127.0.0.1:${port}`
    hostPort = `127.0.0.1:${port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const options = () => ({ allowHost: () => true, maxBytes: 4096, timeoutMs: 1000, exempt: [hostPort] })

  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.20.0.1', '192.168.1.1', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['157.240.1.174', '8.8.8.8', '2a03:2880:f12f:83:face:b00c:0:25de', '::ffff:157.240.1.174']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  it('fetches from an exempt stand-in, following a redirect on it', async () => {
    const response = await safeFetch(`${origin}/hop`, options())
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe('fine')
    expect(response.url).toBe(`${origin}/ok`)
  })

  it('refuses loopback and private hosts that are not exempt, before connecting', async () => {
    const before = hits.length
    await expect(safeFetch(`${origin}/ok`, { ...options(), exempt: [] })).rejects.toThrow(new OutboundRefused('only https addresses are fetched'))
    await expect(safeFetch('https://127.0.0.1:9/x', options())).rejects.toThrow('127.0.0.1 is a private address')
    await expect(safeFetch('https://[::1]:9/x', options())).rejects.toThrow('::1 is a private address')
    // A name is resolved and every address checked: localhost resolves to loopback.
    await expect(safeFetch('https://localhost:9/x', options())).rejects.toThrow('localhost resolves to a private address')
    expect(hits.length).toBe(before)
  })

  it('refuses hosts off the allow-list, and addresses with credentials', async () => {
    await expect(safeFetch('https://evil.example/x', { ...options(), allowHost: (host) => host.endsWith('.cdninstagram.com') })).rejects.toThrow('evil.example is not a host we fetch from')
    await expect(safeFetch('https://user:pw@scontent.cdninstagram.com/x', options())).rejects.toThrow(/user name/)
  })

  it('re-checks every redirect: to the metadata address, to a loopback name, and loops', async () => {
    await expect(safeFetch(`${origin}/to-metadata`, options())).rejects.toThrow('it redirects elsewhere: 169.254.169.254 is a private address')
    await expect(safeFetch(`${origin}/to-loopback-name`, options())).rejects.toThrow('localhost resolves to a private address')
    await expect(safeFetch(`${origin}/loop`, options())).rejects.toThrow('too many redirects')
  })

  it('caps the bytes (declared or streamed) and the time', async () => {
    await expect(safeFetch(`${origin}/big`, options())).rejects.toBeInstanceOf(OutboundRefused)
    await expect(safeFetch(`${origin}/big-chunked`, options())).rejects.toThrow(/larger than/)
    await expect(safeFetch(`${origin}/slow`, { ...options(), timeoutMs: 200 })).rejects.toBeInstanceOf(OutboundUnreachable)
    await expect(safeFetch('http://127.0.0.1:1/closed', { ...options(), exempt: ['127.0.0.1:1'] })).rejects.toBeInstanceOf(OutboundUnreachable)
  })
})
