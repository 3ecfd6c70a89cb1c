import { describe, expect, it } from 'vitest'

import { searchTerms } from '@/site/searchRules'

describe('site search terms', () => {
  it('trims and joins runs of spaces', () => {
    expect(searchTerms('  pay   transparency \n')).toEqual({ query: 'pay transparency', problem: null })
  })
  it('needs at least 3 characters and at most 100', () => {
    expect(searchTerms('hr')).toEqual({ query: 'hr', problem: 'tooShort' })
    expect(searchTerms('')).toEqual({ query: '', problem: 'tooShort' })
    expect(searchTerms('a'.repeat(100)).problem).toBeNull()
    expect(searchTerms('a'.repeat(101))).toEqual({ query: 'a'.repeat(100), problem: 'tooLong' })
  })
  it('treats anything but one string as no search', () => {
    expect(searchTerms(['payroll', 'hr'])).toEqual({ query: '', problem: 'tooShort' })
    expect(searchTerms(undefined)).toEqual({ query: '', problem: 'tooShort' })
  })
})
