import { RichContent } from '@/blocks/shared/RichContent'
import type { TogglesBlock as TogglesBlockProps } from '@/payload-types'

import { itemAnchors } from '../shared/anchors'
import { Toggles } from '../islands'

export function TogglesBlock({ heading, mode, items, id }: TogglesBlockProps) {
  if (!items?.length) return null
  const anchors = itemAnchors(items, `toggle-${id ?? 'block'}`)
  return (
    <section className="block block-toggles">
      {heading ? <h2>{heading}</h2> : null}
      <Toggles
        group={mode === 'toggles' ? undefined : `toggles-${id ?? anchors[0]}`}
        items={items.map((item, index) => ({
          anchor: anchors[index] ?? `toggle-${index + 1}`,
          title: item.title,
          open: Boolean(item.open),
          content: <RichContent data={item.content} />,
        }))}
      />
    </section>
  )
}
