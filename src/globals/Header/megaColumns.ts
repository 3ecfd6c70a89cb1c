import type { Header } from '@/payload-types'

export type SubItem = NonNullable<NonNullable<Header['navItems']>[number]['children']>[number]

/** A mega menu's links in columns, by their column heading, in the order the headings first appear. */
export function megaColumns(children: SubItem[]): { heading: string; links: SubItem[] }[] {
  const columns = new Map<string, SubItem[]>()
  for (const child of children) {
    const heading = child.column?.trim() ?? ''
    columns.set(heading, [...(columns.get(heading) ?? []), child])
  }
  return [...columns].map(([heading, links]) => ({ heading, links }))
}
