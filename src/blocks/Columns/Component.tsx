import { RichText } from '@/components/RichText'
import type { ColumnsBlock as ColumnsBlockProps } from '@/payload-types'

export function ColumnsBlock({ columns }: ColumnsBlockProps) {
  if (!columns?.length) return null
  return (
    <section className="block block-columns">
      {columns.map((column, index) => (
        <div key={column.id ?? index} className={`column column-${column.size ?? 'oneThird'}`}>
          <RichText data={column.content} />
        </div>
      ))}
    </section>
  )
}
