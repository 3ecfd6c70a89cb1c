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
})
