import type { LightboxLabels, LightboxSlide } from '../../types'
import { fill } from '@/lib/messageTemplates'

type DetailLabels = Pick<LightboxLabels, 'camera' | 'lens' | 'exposure' | 'taken' | 'dimensions' | 'dimensionsValue'>

/** A photo's camera, lens, exposure, date taken and size: the info panel's and the photo page's list. */
export function PhotoDetails({ photo, labels }: { photo: Pick<LightboxSlide, 'exif' | 'width' | 'height'>; labels: DetailLabels }) {
  const exif = photo.exif
  const rows: { term: string; value: string; dateTime?: string }[] = []
  if (exif?.camera) rows.push({ term: labels.camera, value: exif.camera })
  if (exif?.lens) rows.push({ term: labels.lens, value: exif.lens })
  if (exif?.exposure) rows.push({ term: labels.exposure, value: exif.exposure })
  if (exif?.takenAt) {
    const value = new Date(exif.takenAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    rows.push({ term: labels.taken, value, dateTime: exif.takenAt })
  }
  rows.push({ term: labels.dimensions, value: fill(labels.dimensionsValue, { width: photo.width, height: photo.height }) })
  return (
    <dl className="photo-details">
      {rows.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.dateTime ? <time dateTime={row.dateTime}>{row.value}</time> : row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
