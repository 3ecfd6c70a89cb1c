import { slugify } from '@/fields/slug'

/**
 * The address names (`#name`) of a block's items: the editor's anchor, else one built from the title,
 * else `<fallback>-<n>`; a name used twice gets `-2`, `-3`… so every item can be opened from the address.
 */
export function itemAnchors(items: readonly { anchor?: string | null; title: string }[], fallback: string): string[] {
  const taken = new Set<string>()
  return items.map((item, index) => {
    const base = item.anchor || slugify(item.title) || `${fallback}-${index + 1}`
    let name = base
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`
    taken.add(name)
    return name
  })
}
