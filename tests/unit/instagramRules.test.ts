import { describe, expect, it } from 'vitest'

import { GraphError, GraphUnreachable, TOKEN_PATTERN, captionParts, failureMessage, itemsOf, tokenNeedsRefresh } from '@/import/instagram'
import { openSecret, sealSecret } from '@/lib/secret'

const DAY = 24 * 60 * 60 * 1000

describe('Instagram import rules', () => {
  it('refreshes a token once it is a day old and fewer than 30 days are left, never an expired one', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const at = (days: number) => new Date(now.getTime() + days * DAY)
    expect(tokenNeedsRefresh(now, at(-31), at(29))).toBe(true)
    expect(tokenNeedsRefresh(now, at(-2), at(58))).toBe(false)
    // Instagram refuses tokens younger than 24 hours.
    expect(tokenNeedsRefresh(now, at(-0.5), at(10))).toBe(false)
    expect(tokenNeedsRefresh(now, at(-61), at(-1))).toBe(false)
  })

  it('uses the seed\'s messages for the same failures', () => {
    expect(failureMessage(new GraphUnreachable('x'))).toBe('Error: cannot get response from the server.')
    expect(failureMessage(new GraphError('(#4) Application request limit reached', 4, 403))).toBe('Error: (#4) Application request limit reached')
    expect(failureMessage(new Error('disk full'))).toBe('There is some error. Cannot add Instagram gallery.')
  })

  it('makes titles from the first line of a caption without hashtags, and keeps the whole caption', () => {
    expect(captionParts('Morning light over the harbour\n#sunrise #harbour', 'x')).toEqual({ title: 'Morning light over the harbour', description: 'Morning light over the harbour\n#sunrise #harbour' })
    expect(captionParts('#only #tags\nSecond line', 'x').title).toBe('Second line')
    expect(captionParts(undefined, '@atrium, 2026-11-20')).toEqual({ title: '@atrium, 2026-11-20', description: undefined })
    expect(captionParts('a'.repeat(300), 'x').title).toHaveLength(100)
  })

  it('opens carousels, and keeps videos only for whole posts', () => {
    const post = {
      id: '1',
      media_type: 'CAROUSEL_ALBUM' as const,
      children: { data: [{ id: '11', media_type: 'IMAGE' as const, media_url: 'a' }, { id: '12', media_type: 'VIDEO' as const, media_url: 'b', thumbnail_url: 'c' }] },
    }
    expect(itemsOf(post, true).map((item) => [item.id, item.kind, item.part, item.parts])).toEqual([['11', 'image', 1, 2], ['12', 'video', 2, 2]])
    expect(itemsOf(post, false).map((item) => [item.id, item.parts])).toEqual([['11', 1]])
    expect(itemsOf({ id: '2', media_type: 'VIDEO', thumbnail_url: 'c' }, false)).toEqual([])
  })

  it('accepts only token-shaped tokens', () => {
    expect(TOKEN_PATTERN.test(`IGAA${'x'.repeat(60)}`)).toBe(true)
    expect(TOKEN_PATTERN.test('EAAB123')).toBe(false)
    expect(TOKEN_PATTERN.test(`IGAA${'x'.repeat(60)}&fields=x`)).toBe(false)
  })

  it('seals a token so the stored text reveals nothing and tampering is detected', () => {
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret-unit-test-secret-0123456789'
    const token = `IGAA${'s'.repeat(60)}`
    const sealed = sealSecret('instagram-token', token)
    expect(sealed).not.toContain('IGAA')
    expect(sealSecret('instagram-token', token)).not.toBe(sealed)
    expect(openSecret('instagram-token', sealed)).toBe(token)
    expect(openSecret('other-purpose', sealed)).toBeNull()
    const parts = sealed.split('.')
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect(openSecret('instagram-token', parts.join('.'))).toBeNull()
  })
})
