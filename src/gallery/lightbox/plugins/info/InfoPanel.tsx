import type { LightboxLabels, LightboxSlide } from '../../types'
import { fill } from '@/lib/messageTemplates'
import { PhotoDetails } from './PhotoDetails'

/** Title, description, credit, tags, camera details and size of the current photo. */
export function InfoPanel({ photo, labels, position, views }: { photo: LightboxSlide; labels: LightboxLabels; position: string; views: number | null }) {
  return (
    // Focusable: when its text is longer than the room, the keyboard scrolls it too.
    <section className={`lb-info lb-info-${position}`} aria-label={photo.title} tabIndex={0}>
      <h2>{photo.title}</h2>
      {photo.description ? <p>{photo.description}</p> : null}
      {photo.credit ? <p>{fill(labels.credit, { credit: photo.credit })}</p> : null}
      {photo.tags.length ? (
        <p>
          <span className="lb-info-label">{labels.tags}:</span> {photo.tags.join(', ')}
        </p>
      ) : null}
      <PhotoDetails photo={photo} labels={labels} />
      {views !== null ? (
        <p className="lb-views">
          <span className="lb-info-label">{labels.views}:</span> <span data-testid="view-count">{views.toLocaleString('en-GB')}</span>
        </p>
      ) : null}
    </section>
  )
}
