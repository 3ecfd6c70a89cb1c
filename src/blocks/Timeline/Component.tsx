import type { TimelineBlock as TimelineBlockProps } from '@/payload-types'

export function TimelineBlock({ heading, entries }: TimelineBlockProps) {
  if (!entries?.length) return null
  return (
    <section className="block block-timeline">
      {heading ? <h2>{heading}</h2> : null}
      <ol className="timeline" data-stagger>
        {entries.map((entry, index) => (
          <li key={entry.id ?? index} className="timeline-entry">
            <p className="timeline-when">{entry.when}</p>
            <h3>{entry.title}</h3>
            {entry.text ? <p>{entry.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
