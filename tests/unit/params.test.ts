import { describe, expect, it } from 'vitest'

import { slugify } from '@/fields/slug'
import { albumPathParam, idParam, parseParam, slugParam } from '@/lib/params'

describe('route parameter schemas', () => {
  it('accepts slugs and rejects anything else', () => {
    expect(parseParam(slugParam, 'life-at-atrium')).toBe('life-at-atrium')
    for (const bad of ["1' OR '1'='1", 'id;drop table', '../etc/passwd', 'UPPER', 'a--b', '', 'x'.repeat(81), '<script>']) {
      expect(parseParam(slugParam, bad)).toBeNull()
    }
  })

  it('accepts positive integer ids only', () => {
    expect(parseParam(idParam, '42')).toBe(42)
    for (const bad of ['0', '-1', '3.5', '1e9', 'abc', '01', '99999999999', '1 OR 1=1']) {
      expect(parseParam(idParam, bad)).toBeNull()
    }
  })

  it('limits album paths to eight valid slugs', () => {
    expect(parseParam(albumPathParam, ['a', 'b'])).toEqual(['a', 'b'])
    expect(parseParam(albumPathParam, [])).toBeNull()
    expect(parseParam(albumPathParam, Array(9).fill('a'))).toBeNull()
    expect(parseParam(albumPathParam, ['a', 'B!'])).toBeNull()
  })

  it('slugifies titles', () => {
    expect(slugify('Événements & Conférences 2025!')).toBe('evenements-conferences-2025')
    expect(slugify('  --  ')).toBe('')
  })
})
