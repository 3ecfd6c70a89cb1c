'use client'

import { useDocumentInfo, useField, useFormModified } from '@payloadcms/ui'
import { useState, type DragEvent } from 'react'

type Report = { added: number; ids?: number[]; failures: { file: string; reason: string }[] }
type Item = number | { id: number }
type Line = { progress?: { done: number; total: number }; report?: Report; error?: string }

/** The complete JSON lines of a streamed answer so far. */
const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .slice(0, -1)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Line]
      } catch {
        return []
      }
    })

/**
 * "Add photos from a ZIP" on a gallery's edit page: the gallery is the one being edited, and the
 * new photos join its open form too, so its next save (Publish) keeps them instead of writing its
 * older list back.
 */
export function ZipDrop() {
  const { id } = useDocumentInfo()
  const { value: items, setValue: setItems } = useField<Item[] | null>({ path: 'items' })
  const modified = useFormModified()
  if (!id) return <p className="field-description">Save the gallery first, then add photos from a ZIP here.</p>
  const added = (report: Report) => {
    const current = (items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
    const fresh = (report.ids ?? []).filter((photo) => !current.includes(photo))
    // Unchanged otherwise, the form now matches what is saved: it is not marked as edited.
    if (fresh.length) setItems([...current, ...fresh], !modified)
  }
  return <ZipUpload galleryId={Number(id)} onAdded={added} note="they are at the end of the list below" />
}

/**
 * Drop a ZIP (or many photos and clips) or choose them; a progress bar while they upload, then one
 * while the server stores them file by file (its answer is a stream of JSON lines); then how many
 * were added and each file that was not. Used on a gallery's edit page and on Import.
 */
export function ZipUpload({ galleryId, onAdded, note }: { galleryId: number | null; onAdded?: (report: Report) => void; note: string }) {
  const [progress, setProgress] = useState<number | null>(null)
  const [stored, setStored] = useState<{ done: number; total: number } | null>(null)
  const [report, setReport] = useState<Report | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [over, setOver] = useState(false)

  const send = (files: FileList | File[]) => {
    if (!galleryId || !files.length) return
    const form = new FormData()
    for (const file of Array.from(files)) form.append('files', file)
    setReport(null)
    setError(null)
    setStored(null)
    setProgress(0)
    const request = new XMLHttpRequest()
    request.open('POST', `/import/zip/${galleryId}`)
    request.withCredentials = true
    request.upload.onprogress = (event) => event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100))
    request.onprogress = () => {
      const last = linesOf(request.responseText).filter((line) => line.progress).at(-1)
      if (last?.progress) setStored(last.progress)
    }
    request.onload = () => {
      setProgress(null)
      setStored(null)
      if (request.status < 200 || request.status >= 300) {
        try {
          setError(`Error: ${(JSON.parse(request.responseText) as { message?: string }).message ?? 'the files could not be added.'}`)
        } catch {
          setError('Error: cannot get response from the server.')
        }
        return
      }
      const lines = linesOf(request.responseText)
      const outcome = lines.find((line) => line.report || line.error)
      if (outcome?.report) {
        setReport(outcome.report)
        onAdded?.(outcome.report)
      } else setError(`Error: ${outcome?.error ?? 'cannot get response from the server.'}`)
    }
    request.onerror = () => {
      setProgress(null)
      setStored(null)
      setError('Error: cannot get response from the server.')
    }
    request.send(form)
  }

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    send(event.dataTransfer.files)
  }
  return (
    <div
      className="zip-drop"
      data-over={over ? 'true' : undefined}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label>
        <strong>Add photos from a ZIP</strong> (or several photos and clips): drop them here or choose{' '}
        <input type="file" multiple accept=".zip,image/*,video/mp4,video/webm,audio/*" disabled={progress !== null || !galleryId} onChange={(event) => event.target.files && send(event.target.files)} />
      </label>
      {progress !== null && !stored ? (
        <p>
          <label>
            Uploading <progress max={100} value={progress} /> {progress} %{progress === 100 ? ' — adding to the gallery…' : ''}
          </label>
        </p>
      ) : null}
      {stored ? (
        <p>
          <label>
            Adding to the gallery <progress max={Math.max(1, stored.total)} value={stored.done} /> {stored.done} of {stored.total} files
          </label>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {report ? (
        <div role="status">
          <p>
            Added {report.added} to this gallery: {note}.
          </p>
          {report.failures.length ? (
            <ul>
              {report.failures.map((failure) => (
                <li key={`${failure.file}-${failure.reason}`}>
                  {failure.file}: {failure.reason}.
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** On Import: the same ZIP import, onto a gallery chosen from the list. */
export function ZipImport({ galleries }: { galleries: { id: number; title: string; draft: boolean }[] }) {
  const [gallery, setGallery] = useState<number | null>(null)
  return (
    <section aria-labelledby="import-zip">
      <h2 id="import-zip">Photos from a ZIP</h2>
      <p>Adds the photos and clips of a ZIP (or several files) to a gallery: titles and captions come from the pictures&apos; own descriptions, where they have them.</p>
      <label>
        Gallery
        <select value={gallery ?? ''} onChange={(event) => setGallery(event.target.value ? Number(event.target.value) : null)}>
          <option value="">Choose a gallery…</option>
          {galleries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
              {option.draft ? ' (draft)' : ''}
            </option>
          ))}
        </select>
      </label>
      {gallery ? <ZipUpload key={gallery} galleryId={gallery} note="open the gallery to see them at the end of its list" /> : null}
    </section>
  )
}
