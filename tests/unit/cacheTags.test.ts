import { describe, expect, it } from 'vitest'

import { docTag, listTag, uploadTags } from '@/lib/cacheTags'

describe('cache tags', () => {
  it('names one document and a whole collection', () => {
    expect(docTag('galleries', 7)).toBe('galleries:7')
    expect(listTag('pages')).toBe('pages:list')
  })

  it('finds the pictures and clips a populated page shows, at any depth, once each', () => {
    const picture = { id: 3, filename: 'photo-a.webp', mimeType: 'image/webp', sizes: { w320: { filename: 'photo-a-320.webp', mimeType: 'image/webp' } } }
    const clip = { id: 9, filename: 'clip-b.mp4', mimeType: 'video/mp4', poster: { id: 4, filename: 'poster.jpg', mimeType: 'image/jpeg' } }
    const jingle = { id: 10, filename: 'jingle.mp3', mimeType: 'audio/mpeg' }
    const page = {
      id: 1,
      title: 'Home',
      layout: [
        { blockType: 'hero', image: picture },
        { blockType: 'section', background: { video: clip } },
        { blockType: 'mediaPlayer', clip: jingle },
        { blockType: 'media', image: picture },
        { blockType: 'gallery', source: { relationTo: 'galleries', value: 5 } },
      ],
    }
    expect(uploadTags(page).sort()).toEqual(['media:3', 'media:4', 'videos:10', 'videos:9'])
  })

  it('ignores unpopulated ids, derivative sizes and things that only look alike', () => {
    expect(uploadTags({ image: 3, sizes: { w640: { filename: 'x.webp', mimeType: 'image/webp' } }, file: { filename: 'y', mimeType: 5 } })).toEqual([])
    const loop: Record<string, unknown> = { id: 1, filename: 'z.png', mimeType: 'image/png' }
    loop.self = loop
    expect(uploadTags(loop)).toEqual(['media:1'])
  })
})
