import http from 'node:http'
import os from 'node:os'

import { describe, expect, it } from 'vitest'

import { nginxConfig } from '../../scripts/lib/nginx'
import { keepConnectionsOpen, PROXY_IDLE_SECONDS } from '@/lib/server/keepAlive'

describe('idle keep-alive connections', () => {
  it('the server waits longer than the proxy in front, and reads headers for longer still', () => {
    const server = http.createServer()
    keepConnectionsOpen(server)
    expect(server.keepAliveTimeout).toBeGreaterThan(PROXY_IDLE_SECONDS * 1000)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })

  it('nginx closes its idle upstream connections at that proxy wait', () => {
    const config = nginxConfig({ dir: os.tmpdir(), port: 8080, upstreams: [3001, 3002], limits: { upload: 1024, import: 1024, admin: 1024, site: 1024 } })
    expect(config).toMatch(new RegExp(`upstream atrium \\{[^}]*keepalive_timeout ${PROXY_IDLE_SECONDS}s;`))
  })

  it('a connection left idle is still open for the next request while the proxy would reuse it', async () => {
    const server = http.createServer((_request, response) => response.end('ok'))
    keepConnectionsOpen(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, agent }, (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket }))
        })
        request.on('error', reject)
      })
    try {
      const first = await get()
      // The server says how long it keeps the connection: well past Node's own 5 s.
      const hint = await new Promise<string | undefined>((resolve) => http.get({ host: '127.0.0.1', port, agent }, (response) => (response.resume(), resolve(String(response.headers['keep-alive'])))))
      expect(hint).toBe(`timeout=${PROXY_IDLE_SECONDS + 5}`)
      const second = await get()
      expect(second.status).toBe(200)
      expect(second.socket).toBe(first.socket)
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
