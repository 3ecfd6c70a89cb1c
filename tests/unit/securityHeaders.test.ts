import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import { headerApplier, siteHeaderRules } from '@/app/securityHeaders'
import { checkoutOrigins } from '@/commerce/checkoutOrigins'
import { getEnv } from '@/lib/env'
import { contentSecurityPolicy, publicPageHeaders, securityHeaders } from '@/lib/security/headers'
import { STORED_FILE_POLICY } from '@/lib/security/storedFileHeaders'

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

  it('gives stored files their sandbox policy in a rule after the page rule, since the last rule wins', () => {
    const rules = securityHeaders({ production: true, https: true })
    const pageRule = rules.findIndex((rule) => rule.source.startsWith('/((?!admin'))
    const policyOf = (path: string) => {
      // Next's matching (its own matcher): every rule whose source matches applies, in order, the last one per header winning.
      const matching = rules.filter((rule) => getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path) !== false)
      return matching.flatMap((rule) => rule.headers).filter((header) => header.key === 'Content-Security-Policy').at(-1)?.value
    }
    for (const path of ['/api/media/file/a1b2-photo-640x427.webp', '/api/videos/file/clip.mp4', '/api/audio/file/theme.mp3', '/media/watermarked/7/0123456789abcdef/photo-640x427.webp']) {
      expect(policyOf(path), path).toBe(STORED_FILE_POLICY)
      expect(rules.findIndex((rule) => rule.headers.some((header) => header.value === STORED_FILE_POLICY))).toBeGreaterThan(pageRule)
    }
    for (const path of ['/api/media', '/api/media/12', '/galleries/life-at-atrium', '/media/other']) expect(policyOf(path), path).toContain("default-src 'self'")
  })

  it('lets only an editor\'s draft preview be framed, by the admin on the same origin; visitors\' pages are never framed', () => {
    const rules = securityHeaders({ production: true, https: true })
    const applying = (path: string, cookies: string[]) =>
      rules.filter((rule) => getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path) !== false && (rule.has ?? []).every((condition) => cookies.includes(condition.key)))
    const last = (path: string, cookies: string[], key: string) => applying(path, cookies).flatMap((rule) => rule.headers).filter((header) => header.key === key).at(-1)?.value
    expect(last('/about', [], 'X-Frame-Options')).toBe('DENY')
    expect(last('/about', [], 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(last('/about', ['__prerender_bypass'], 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(last('/about', ['__prerender_bypass'], 'Content-Security-Policy')).toContain("frame-ancestors 'self'")
    // Stored files and API answers keep their own policy in a preview too.
    expect(last('/api/media/file/a.webp', ['__prerender_bypass'], 'Content-Security-Policy')).toBe(STORED_FILE_POLICY)
    expect(last('/api/pages', ['__prerender_bypass'], 'X-Frame-Options')).toBe('DENY')
  })

  it('gives our own server (votes, views, comments) exactly the headers Next gives a public page', () => {
    const options = { production: true, https: true, frameOrigins: ['https://player.example'] }
    const direct = publicPageHeaders(options)
    const pageRule = securityHeaders(options).find((rule) => getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })('/galleries/life-at-atrium/engagement') !== false && rule.headers.some((header) => header.key === 'Content-Security-Policy'))
    expect(direct).toEqual(pageRule!.headers)
    expect(direct.map((header) => header.key)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy', 'Strict-Transport-Security']))
  })
})

describe('where forms may lead', () => {
  it('to this site, and to the card payment page when card payments are on', () => {
    expect(checkoutOrigins({ STRIPE_SECRET_KEY: undefined, STRIPE_API_URL: undefined })).toEqual([])
    expect(checkoutOrigins({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: undefined })).toEqual(['https://checkout.stripe.com'])
    expect(checkoutOrigins({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.2:4012/v1' })).toEqual(['http://127.0.0.2:4012'])
    const policy = contentSecurityPolicy({ admin: false, production: true, https: true, formOrigins: ['https://checkout.stripe.com'] })
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com;")
    expect(contentSecurityPolicy({ admin: false, production: true, https: true })).toContain("form-action 'self';")
  })
})

describe('the headers the production server applies as it answers', () => {
  // Next's rule semantics, applied at run time (src/app/securityHeaders.ts): the build names no environment.
  const rules = securityHeaders({ production: true, https: true, frameOrigins: ['https://player.example'] })
  const headersFor = headerApplier(rules)
  const value = (path: string, key: string, cookie?: string) => headersFor(path, cookie ? { cookie } : {}).find((header) => header.key === key)?.value

  it('gives a page the page policy, built files only nosniff and HSTS, stored files their sandbox', () => {
    expect(value('/galleries/life-at-atrium', 'Content-Security-Policy')).toContain('frame-src \'self\' https://player.example')
    expect(value('/galleries/life-at-atrium', 'X-Frame-Options')).toBe('DENY')
    expect(headersFor('/_next/static/chunks/a.js', {}).map((header) => header.key)).toEqual(['X-Content-Type-Options', 'Strict-Transport-Security'])
    expect(value('/api/media/file/a1b2-photo-640x427.webp', 'Content-Security-Policy')).toBe(STORED_FILE_POLICY)
    expect(value('/media/watermarked/7/0123456789abcdef/photo-640x427.webp', 'Content-Security-Policy')).toBe(STORED_FILE_POLICY)
  })

  it('gives the admin its own policy, and a preview (with its cookie) may be framed by it', () => {
    expect(value('/admin', 'Content-Security-Policy')).toContain('unsafe-eval')
    expect(value('/admin/collections/pages', 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(value('/about', 'X-Frame-Options', 'theme=dark; __prerender_bypass=1')).toBe('SAMEORIGIN')
    expect(value('/about', 'X-Frame-Options', 'not__prerender_bypass=1')).toBe('DENY')
    expect(value('/api/pages', 'X-Frame-Options', '__prerender_bypass=1')).toBe('DENY')
  })

  it('sends each header once, the last matching rule winning', () => {
    const keys = headersFor('/api/media/file/a.webp', {}).map((header) => header.key.toLowerCase())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names this environment\'s services when the server starts, not when the site is built', () => {
    const env = { ...getEnv(), MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', CHAT_SCRIPT_ORIGINS: ['https://chat.example'] }
    const policy = headerApplier(siteHeaderRules(true, env))('/about', {}).find((header) => header.key === 'Content-Security-Policy')!.value
    expect(policy).toContain('https://tiles.example')
    expect(policy).toContain('https://chat.example')
  })
})
