import { describe, expect, it } from 'vitest'

import { plainText } from '@/components/RichText/plainText'
import { richText, heading, bulletList } from '@/lib/richText'

describe('plain text of rich text (meta descriptions)', () => {
  it('joins paragraphs, headings and lists with single spaces', () => {
    expect(plainText(richText(heading('Our offices'), 'Leeds and Bristol.', bulletList(['One', 'Two'])))).toBe('Our offices Leeds and Bristol. One Two')
  })

  it('cuts long text at a word boundary', () => {
    const text = plainText(richText('word '.repeat(100)), 30)!
    expect(text.length).toBeLessThanOrEqual(31)
    expect(text.endsWith('word…')).toBe(true)
  })

  it('is undefined for empty values', () => {
    expect(plainText(null)).toBeUndefined()
    expect(plainText(richText(''))).toBeUndefined()
  })
})
