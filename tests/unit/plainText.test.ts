import { describe, expect, it } from 'vitest'

import { hasContent, plainText } from '@/components/RichText/plainText'
import { richText, heading, bulletList, upload } from '@/lib/richText'

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

describe('whether rich text shows anything (a gallery description above its photos)', () => {
  it('is true for text, and for a picture alone, which has no text', () => {
    expect(hasContent(richText('Leeds and Bristol.'))).toBe(true)
    expect(hasContent(richText(upload(7)))).toBe(true)
  })

  it('is false for nothing, or for empty paragraphs', () => {
    expect(hasContent(null)).toBe(false)
    expect(hasContent(undefined)).toBe(false)
    expect(hasContent(richText(''))).toBe(false)
    expect(hasContent(richText('', ''))).toBe(false)
  })
})
