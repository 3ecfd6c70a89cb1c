import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers'

describe('security headers', () => {
  it('locks public pages to our origin and forbids framing', () => {
    const csp = contentSecurityPolicy({ admin: false, production: true, https: true })
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain('upgrade-insecure-requests')
  })

  it('does not upgrade requests or send HSTS on plain HTTP', () => {
    expect(contentSecurityPolicy({ admin: false, production: true, https: false })).not.toContain('upgrade-insecure-requests')
    const rules = securityHeaders({ production: true, https: false })
    expect(rules.flatMap((rule) => rule.headers).some((header) => header.key === 'Strict-Transport-Security')).toBe(false)
  })

  it('sends nosniff, a referrer policy and HSTS in production over HTTPS on every page route', () => {
    for (const rule of securityHeaders({ production: true, https: true }).filter((rule) => !rule.source.startsWith('/_next/static'))) {
      const keys = rule.headers.map((header) => header.key)
      expect(keys).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security', 'Content-Security-Policy']))
    }
  })

  it('sends built scripts and styles with nosniff and HSTS only, and keeps them out of the page rule', () => {
    const [assets, pages] = securityHeaders({ production: true, https: true })
    expect(assets!.source).toBe('/_next/static/:path*')
    expect(assets!.headers.map((header) => header.key)).toEqual(['X-Content-Type-Options', 'Strict-Transport-Security'])
    const pagePattern = new RegExp(`^${pages!.source}$`)
    expect(pagePattern.test('/galleries/life-at-atrium')).toBe(true)
    expect(pagePattern.test('/api/media/file/a.webp')).toBe(true)
    expect(pagePattern.test('/_next/static/chunks/a.js')).toBe(false)
    expect(pagePattern.test('/admin/collections')).toBe(false)
  })
})
