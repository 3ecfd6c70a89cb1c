import { RichContent } from '@/blocks/shared/RichContent'
import type { ColumnsBlock as ColumnsBlockProps } from '@/payload-types'

export function ColumnsBlock({ columns }: ColumnsBlockProps) {
  if (!columns?.length) return null
  return (
    <section className="block block-columns">
      {columns.map((column, index) => (
        <div key={column.id ?? index} className={`column column-${column.size ?? 'oneThird'}${column.background && column.background !== 'none' ? ` column-bg column-bg-${column.background}` : ''}`}>
          <RichContent data={column.content} />
        </div>
      ))}
    </section>
  )
}
