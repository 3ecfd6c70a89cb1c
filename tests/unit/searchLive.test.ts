import { describe, expect, it } from 'vitest'

import { shouldSearch } from '@/search/liveRules'
import { ftsMatch, queryWords, segments, tsQuery } from '@/search/query'
import { indexText } from '@/search/text'

describe('live search timing rules (the old site\'s)', () => {
  it('asks only from 3 characters, and not beyond 100', () => {
    expect(shouldSearch('pa', null)).toBe(false)
    expect(shouldSearch('  pa  ', null)).toBe(false)
    expect(shouldSearch('pay', null)).toBe(true)
    expect(shouldSearch('x'.repeat(101), null)).toBe(false)
  })
  it('not again for the text it just searched', () => {
    expect(shouldSearch('payroll', { text: 'payroll', empty: false })).toBe(false)
    expect(shouldSearch('Payroll ', { text: 'payroll', empty: false })).toBe(false)
    expect(shouldSearch('payroll d', { text: 'payroll', empty: false })).toBe(true)
  })
  it('not when the last answer was nothing and the new text only adds to it', () => {
    expect(shouldSearch('zzqx', { text: 'zzq', empty: true })).toBe(false)
    expect(shouldSearch('zzp', { text: 'zzq', empty: true })).toBe(true)
    expect(shouldSearch('zz', { text: 'zzq', empty: true })).toBe(false)
  })
})

describe('query words are only words', () => {
  it('splits on everything but letters and digits, in any script', () => {
    expect(queryWords('"Kraków" OR *payroll* 100% ; DROP')).toEqual(['kraków', 'or', 'payroll', '100', 'drop'])
    expect(queryWords('%_%')).toEqual([])
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8)
  })
  it('quotes each word for FTS5 and tsquery, the last as a prefix', () => {
    expect(ftsMatch(['near', 'quokka'])).toBe('"near" "quokka"*')
    expect(tsQuery(['payroll', 'des'])).toBe("'payroll' & 'des':*")
  })
  it('turns marked snippets into plain segments', () => {
    expect(segments('Visit \u0001Kraków\u0002 soon')).toEqual([
      { text: 'Visit ', match: false },
      { text: 'Kraków', match: true },
      { text: ' soon', match: false },
    ])
    expect(segments('<b>not markup</b>')).toEqual([{ text: '<b>not markup</b>', match: false }])
  })
})

describe('indexed text', () => {
  it('keeps what visitors read and drops settings, addresses and identifiers', () => {
    const text = indexText([{ blockType: 'hero', heading: 'Visit us', style: 'standard', links: [{ link: { url: 'https://x.example', label: 'Book a call' } }], id: 'abc123', size: 'fullscreen', icon: 'payslip', note: 'two-col-layout' }])
    expect(text).toContain('Visit us')
    expect(text).toContain('Book a call')
    expect(text).not.toMatch(/standard|https|abc123|fullscreen|payslip|two-col-layout/)
  })
  it('reads only what a visitor reads: no photo placeholders or EXIF, option lists, hashes or other documents', () => {
    const photo = { id: 7, filename: 'x.jpg', mimeType: 'image/jpeg', alt: 'Team photo', placeholder: 'data:image/webp;base64,UklGRg', exif: { camera: 'Nikon Z6' }, createdAt: '2026-01-01' }
    const text = indexText([
      [
        { blockType: 'gallery', heading: 'Our people', views: ['masonry', 'mosaic', 'hover', 'vertical'], source: { relationTo: 'galleries', value: { id: 2, title: 'Life at Atrium', updatedAt: '2026-01-01' } }, colors: { text: '#ffffff', background: 'navy' } },
        { blockType: 'mediaBlock', media: photo, caption: 'At the summer party', blockName: '9f2c4e1a7b' },
        { blockType: 'pricing', plans: [{ name: 'Starter', features: [{ text: 'Payroll for up to 50' }], tiers: ['gold'] }] },
        { blockType: 'richText', content: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'We run payroll.' }] }] } } },
      ],
    ])
    for (const kept of ['Our people', 'At the summer party', 'Starter', 'Payroll for up to 50', 'We run payroll.']) expect(text).toContain(kept)
    expect(text).not.toMatch(/webp|base64|Nikon|masonry|mosaic|hover|vertical|Life at Atrium|navy|9f2c4e1a7b|gold|Team photo/)
  })
})
