import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { RESERVED_PAGE_SLUGS } from '@/collections/Pages'

import { albumPath, galleryPath, isSafeLinkTarget, linkHref, localPath, pagePath, photoPath } from '@/lib/urls'

describe('URL builders', () => {
  it('builds the public URL contract', () => {
    expect(pagePath('home')).toBe('/')
    expect(pagePath('about')).toBe('/about')
    expect(galleryPath('events')).toBe('/galleries/events')
    expect(photoPath('events', 42)).toBe('/galleries/events/photos/42')
    expect(albumPath(['our-story', 'inside-atrium'])).toBe('/albums/our-story/inside-atrium')
  })
})

describe('page addresses', () => {
  it('no page may take an address one of the site’s own routes uses: every top-level route is reserved', () => {
    const routes = fs
      .readdirSync(path.resolve('src/app/(frontend)'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('['))
      .map((entry) => entry.name)
    // Payload's admin and REST API live beside the site's routes.
    expect([...RESERVED_PAGE_SLUGS].sort()).toEqual([...routes, 'admin', 'api'].sort())
  })
})

describe('link safety', () => {
  it.each([
    ['/about', true],
    ['https://example.com/x', true],
    ['http://example.com', true],
    ['mailto:hello@atrium.example', true],
    ['tel:+44 113 496 0000', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//evil.example/path', false],
    ['vbscript:msgbox', false],
  ])('%s → %s', (value, safe) => {
    expect(isSafeLinkTarget(value)).toBe(safe)
  })

  it('resolves references by collection and drops unsafe custom URLs', () => {
    expect(linkHref({ type: 'reference', reference: { relationTo: 'pages', value: { slug: 'home' } } })).toBe('/')
    expect(linkHref({ type: 'reference', reference: { relationTo: 'galleries', value: { slug: 'x' } } })).toBe('/galleries/x')
    expect(linkHref({ type: 'reference', reference: { relationTo: 'albums', value: { slug: 'y' } } })).toBe('/albums/y')
    expect(linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 7 } })).toBeNull()
    expect(linkHref({ type: 'custom', url: 'javascript:alert(1)' })).toBeNull()
    expect(linkHref({ type: 'custom', url: '/contact' })).toBe('/contact')
  })
})

describe('paths a visitor may be sent to (redirect parameters)', () => {
  it('keeps a path of this site, normalised for a header', () => {
    expect(localPath('/about')).toBe('/about')
    expect(localPath('/galleries/team?page=2#photo-3')).toBe('/galleries/team?page=2#photo-3')
    expect(localPath('/café')).toBe('/caf%C3%A9')
    // Still encoded, it names nothing but a path here.
    expect(localPath('/%09/other.host')).toBe('/%09/other.host')
  })

  it('refuses anything that could lead to another site or break the header', () => {
    for (const value of ['//other.host', '/\\other.host', '/\t/other.host', '/\n/other.host', '/\r\nSet-Cookie: x=1', '/\u0000', '/.//other.host', '/a/..//other.host', 'https://other.host', 'javascript:alert(1)', 'other.host', '', null, 42, '/' + 'a'.repeat(2001)]) {
      expect(localPath(value), JSON.stringify(value)).toBeNull()
    }
  })
})
