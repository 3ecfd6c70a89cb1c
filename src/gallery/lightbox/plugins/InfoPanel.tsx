import type { LightboxData, LightboxSlide } from '../types'
import { fill } from './labels'

/** Title, description, credit, tags, camera details and size of the current photo. */
export function InfoPanel({ photo, labels, position }: { photo: LightboxSlide; labels: LightboxData['labels']; position: string }) {
  const exif = photo.exif
  const rows: [string, string][] = []
  if (exif?.camera) rows.push([labels.camera, exif.camera])
  if (exif?.lens) rows.push([labels.lens, exif.lens])
  if (exif?.exposure) rows.push([labels.exposure, exif.exposure])
  if (exif?.takenAt) {
    rows.push([labels.taken, new Date(exif.takenAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })])
  }
  rows.push([labels.dimensions, fill(labels.dimensionsValue, { width: photo.width, height: photo.height })])
  return (
    <section className={`lb-info lb-info-${position}`} aria-label={photo.title}>
      <h2>{photo.title}</h2>
      {photo.description ? <p>{photo.description}</p> : null}
      {photo.credit ? <p>{fill(labels.credit, { credit: photo.credit })}</p> : null}
      {photo.tags.length ? (
        <p>
          <span className="lb-info-label">{labels.tags}:</span> {photo.tags.join(', ')}
        </p>
      ) : null}
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
