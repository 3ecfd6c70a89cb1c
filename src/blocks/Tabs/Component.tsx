import { RichContent } from '@/blocks/shared/RichContent'
import type { TabsBlock as TabsBlockProps } from '@/payload-types'

import { itemAnchors } from '../shared/anchors'
import { Tabs } from '../islands'

export function TabsBlock({ heading, tabs, id }: TabsBlockProps) {
  if (!tabs?.length) return null
  const anchors = itemAnchors(tabs, `tab-${id ?? 'block'}`)
  return (
    <section className="block block-tabs">
      {heading ? <h2>{heading}</h2> : null}
      <Tabs tabs={tabs.map((tab, index) => ({ anchor: anchors[index] ?? `tab-${index + 1}`, title: tab.title, panel: <RichContent data={tab.content} /> }))} />
    </section>
  )
}
