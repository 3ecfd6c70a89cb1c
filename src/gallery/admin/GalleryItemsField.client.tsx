'use client'

import { Button, DraggableSortable, DraggableSortableItem, FieldDescription, FieldError, FieldLabel, useConfig, useField, useListDrawer } from '@payloadcms/ui'
import type { UploadFieldClientComponent } from 'payload'
import { useEffect, useMemo, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

type Value = (number | { id: number })[] | null
type Shown = { title: string; thumbnail: string | null; kind: string }
type MediaDoc = { id: number; title?: string | null; alt?: string | null; kind?: string | null; filename?: string | null; thumbnailURL?: string | null; sizes?: { w320?: { url?: string | null } | null } | null }

const idOf = (item: number | { id: number }) => (typeof item === 'object' ? item.id : item)
const KINDS: Record<string, string> = { image: 'Photo', clip: 'Our video or audio', embed: 'Embedded video or post' }

/**
 * A gallery's photos and videos in the editor: in order, each by its thumbnail and title (what
 * editors call it, not the stored file's name), dragged to reorder, removed, or added from the
 * media library (several at once). New files come in through "Add photos from a ZIP" above.
 */
export const GalleryItemsField: UploadFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const path = pathFromProps ?? field.name
  const hydrated = useHydrated()
  const { value, setValue, showError, errorMessage } = useField<Value>({ path })
  const ids = useMemo(() => (value ?? []).map(idOf), [value])
  const [shown, setShown] = useState<Record<number, Shown>>({})
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}`

  const missing = ids.filter((id) => !shown[id])
  const missingKey = missing.join(',')
  useEffect(() => {
    if (!missingKey) return
    const controller = new AbortController()
    const wanted = missingKey.split(',')
    const query = new URLSearchParams({ depth: '0', draft: 'true', limit: String(wanted.length), pagination: 'false' })
    wanted.forEach((id, index) => query.append(`where[id][in][${index}]`, id))
    for (const name of ['title', 'alt', 'kind', 'filename', 'thumbnailURL', 'sizes']) query.append(`select[${name}]`, 'true')
    fetch(`${api}/media?${query}`, { credentials: 'include', signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs: MediaDoc[] }>) : { docs: [] }))
      .then(({ docs }) =>
        setShown((current) => ({
          ...current,
          ...Object.fromEntries(docs.map((doc) => [doc.id, { title: doc.title || doc.alt || doc.filename || `#${doc.id}`, thumbnail: doc.sizes?.w320?.url ?? doc.thumbnailURL ?? null, kind: KINDS[doc.kind ?? 'image'] ?? '' }])),
        })),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, missingKey])

  const filterOptions = useMemo(() => ({ media: ids.length ? { id: { not_in: ids } } : true }), [ids])
  const [ListDrawer, , { closeDrawer, openDrawer }] = useListDrawer({ collectionSlugs: ['media'], filterOptions })
  const add = (more: number[]) => setValue([...ids, ...more.filter((id) => !ids.includes(id))])
  const remove = (index: number) => setValue(ids.filter((_, at) => at !== index))
  const move = (from: number, to: number) => {
    const next = [...ids]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved!)
    setValue(next)
  }

  return (
    <div className="field-type gallery-items" id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} showError={showError} message={errorMessage} />
      {ids.length ? (
        <DraggableSortable ids={ids.map(String)} onDragEnd={({ moveFromIndex, moveToIndex }) => move(moveFromIndex, moveToIndex)}>
          <ol className="gallery-items-list">
            {ids.map((id, index) => {
              const item = shown[id]
              const title = item?.title ?? '…'
              return (
                <DraggableSortableItem key={id} id={String(id)} disabled={readOnly}>
                  {({ attributes, listeners, setNodeRef, transform, transition, isDragging }) => (
                    <li ref={setNodeRef} className="gallery-item" style={{ transform, transition, zIndex: isDragging ? 1 : undefined }}>
                      <button type="button" className="gallery-item-drag" aria-label={`Move ${title}`} disabled={readOnly} {...attributes} {...listeners}>
                        <svg viewBox="0 0 12 20" width="10" height="16" aria-hidden="true">
                          <path fill="currentColor" d="M2 2h3v3H2zm5 0h3v3H7zM2 8.5h3v3H2zm5 0h3v3H7zM2 15h3v3H2zm5 0h3v3H7z" />
                        </svg>
                      </button>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a stored 320 px thumbnail */}
                      {item?.thumbnail ? <img src={item.thumbnail} alt="" width={64} height={48} loading="lazy" /> : <span className="gallery-item-blank" aria-hidden="true" />}
                      <span className="gallery-item-text">
                        <a href={`${config.routes.admin}/collections/media/${id}`}>{title}</a>
                        <small>
                          {index + 1}. {item?.kind ?? ''}
                        </small>
                      </span>
                      {readOnly ? null : (
                        <button type="button" className="gallery-item-remove" aria-label={`Remove ${title}`} onClick={() => remove(index)}>
                          ×
                        </button>
                      )}
                    </li>
                  )}
                </DraggableSortableItem>
              )
            })}
          </ol>
        </DraggableSortable>
      ) : (
        <p className="gallery-items-empty">No photos or videos yet.</p>
      )}
      {readOnly ? null : (
        // Disabled until the page's script runs: a click before then opened nothing and was lost.
        <Button buttonStyle="pill" size="small" onClick={openDrawer} disabled={!hydrated || ids.length >= (field.maxRows ?? Infinity)}>
          Choose from existing
        </Button>
      )}
      <ListDrawer
        allowCreate={false}
        enableRowSelections
        onSelect={({ doc }) => {
          add([Number(doc.id)])
          closeDrawer()
        }}
        onBulkSelect={(selected) => {
          add([...selected.entries()].filter(([, on]) => on).map(([id]) => Number(id)))
          closeDrawer()
        }}
      />
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
