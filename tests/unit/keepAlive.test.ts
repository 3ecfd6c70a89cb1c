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

  it('a real answer tells the client how long the connection stays open: well past Node’s own 5 s', async () => {
    const server = http.createServer((_request, response) => response.end('ok'))
    keepConnectionsOpen(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const agent = new http.Agent({ keepAlive: true })
    try {
      const hint = await new Promise<string | undefined>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, agent }, (response) => {
            response.resume()
            resolve(response.headers['keep-alive'] as string | undefined)
          })
          .on('error', reject),
      )
      expect(hint).toBe(`timeout=${PROXY_IDLE_SECONDS + 5}`)
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
