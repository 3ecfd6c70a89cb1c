'use client'

import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

type Source = { relationTo?: 'galleries' | 'albums'; value?: number | { id?: number } } | null | undefined
type Thumb = { id: number; url: string; alt: string }
type Shown = { title: string; thumbs: Thumb[]; total: number } | 'failed'

/** How many photos the block's editor preview shows. */
export const PREVIEW_COUNT = 6

type MediaDoc = { id: number; alt?: string | null; url?: string | null; sizes?: Record<string, { url?: string | null } | undefined> }
const thumbOf = (media: MediaDoc): Thumb | null => {
  const url = media.sizes?.w320?.url ?? media.url
  return url ? { id: media.id, url, alt: media.alt ?? '' } : null
}

/**
 * In the page editor, under the gallery block's "source": the chosen gallery's first photos (an
 * album: its cover and the covers of its first galleries), so an editor sees what the block shows
 * without publishing. Reads through the admin's own REST session, drafts included.
 */
export function SourcePreview({ path }: UIFieldClientProps) {
  const sourcePath = `${path.slice(0, path.lastIndexOf('.') + 1)}source`
  const source = useFormFields(([fields]) => fields[sourcePath]?.value) as Source
  const relationTo = source?.relationTo
  const id = typeof source?.value === 'object' ? source?.value?.id : source?.value
  const key = relationTo && id ? `${relationTo}/${id}` : null
  // What was fetched, and for which source: a newer choice shows "Loading…" until its answer.
  const [loaded, setLoaded] = useState<{ key: string; shown: Shown } | null>(null)

  useEffect(() => {
    if (!relationTo || !id) return
    const controller = new AbortController()
    const done = (shown: Shown) => setLoaded({ key: `${relationTo}/${id}`, shown })
    // A gallery's photos come at depth 1; an album's children's covers need 2.
    fetch(`/api/${relationTo}/${id}?depth=${relationTo === 'galleries' ? 1 : 2}&draft=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((doc: { title?: string; items?: MediaDoc[]; cover?: MediaDoc | null; children?: { value?: { cover?: MediaDoc | null } }[] }) => {
        const media = relationTo === 'galleries' ? (doc.items ?? []) : [doc.cover, ...(doc.children ?? []).map((child) => child.value?.cover)]
        const thumbs = media.filter((item): item is MediaDoc => Boolean(item && typeof item === 'object')).map(thumbOf).filter((thumb): thumb is Thumb => thumb !== null)
        done({ title: doc.title ?? '', thumbs: thumbs.slice(0, PREVIEW_COUNT), total: relationTo === 'galleries' ? (doc.items ?? []).length : thumbs.length })
      })
      .catch(() => {
        if (!controller.signal.aborted) done('failed')
      })
    return () => controller.abort()
  }, [relationTo, id])

  if (!key) return null
  if (loaded?.key !== key) return <p className="gallery-source-preview">Loading a preview…</p>
  const { shown } = loaded
  if (shown === 'failed') return <p className="gallery-source-preview">The preview could not be loaded.</p>
  return (
    <figure className="gallery-source-preview" style={{ margin: '0 0 1.5rem' }}>
      <figcaption style={{ marginBottom: '0.5rem' }}>
        {relationTo === 'galleries' ? `${shown.title}: the first ${shown.thumbs.length} of ${shown.total} photos` : `${shown.title}: the album's covers`}
      </figcaption>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.thumbs.map((thumb) => (
          <li key={thumb.id}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of stored sizes */}
            <img src={thumb.url} alt={thumb.alt} width={120} height={80} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
          </li>
        ))}
      </ul>
    </figure>
  )
}
