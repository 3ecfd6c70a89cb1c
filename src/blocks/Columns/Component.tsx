import { RichContent } from '@/blocks/shared/RichContent'
import type { ColumnsBlock as ColumnsBlockProps } from '@/payload-types'

type Column = NonNullable<ColumnsBlockProps['columns']>[number]

/** A column's classes: its width, and its background if any (a washed one is a light `surface`). */
function columnClasses({ size, background }: Column): string {
  const classes = ['column', `column-${size ?? 'oneThird'}`]
  if (background && background !== 'none') classes.push('column-bg', `column-bg-${background}`)
  if (background === 'wash') classes.push('surface')
  return classes.join(' ')
}

export function ColumnsBlock({ columns }: ColumnsBlockProps) {
  if (!columns?.length) return null
  return (
    <section className="block block-columns">
      {columns.map((column, index) => (
        <div key={column.id ?? index} className={columnClasses(column)}>
          <RichContent data={column.content} />
        </div>
      ))}
    </section>
  )
}
