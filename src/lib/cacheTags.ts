import { unstable_cache } from 'next/cache'

/**
 * Cache tags: reads declare what they show, changes expire what they touched. A cached page (ISR) or
 * route answer carries the tags of every document it read, so saving a photo rebuilds the pages that
 * show it (its galleries, their albums, the pages with its picture) and no other. Names are
 * `<collection>:<id>` for one document and `<collection>:list` for pages that list a whole
 * collection (the galleries index, the sitemap).
 */
export const docTag = (collection: string, id: number | string) => `${collection}:${id}`
export const listTag = (collection: string) => `${collection}:list`

/** Next keeps at most 128 tags per call. */
const TAGS_PER_CALL = 100

/**
 * Adds tags to the page or route answer being rendered, without caching any data: Next collects the
 * tags of `unstable_cache` calls made while it renders into the answer it stores, and a
 * `revalidateTag` of any of them expires that answer (on every instance, through the cache handler).
 * The entry stored for the call itself is a single `true`. Outside a render (scripts, tests) and in an
 * editor's draft preview it does nothing that matters.
 */
export async function tagRender(tags: Iterable<string>): Promise<void> {
  const list = [...new Set(tags)].sort()
  for (let i = 0; i < list.length; i += TAGS_PER_CALL) {
    const chunk = list.slice(i, i + TAGS_PER_CALL)
    try {
      await unstable_cache(async () => true, ['render-tags', ...chunk], { tags: chunk })()
    } catch {
      // Not inside a Next request (a script, a test): there is no answer to tag.
    }
  }
}

/**
 * The tags of the uploaded files a populated document shows (a page's pictures, a portfolio item's
 * image): pictures are `media`, video and audio files `videos` (the two upload collections that
 * visitors see; a populated upload carries no collection name, so its type tells).
 */
export function uploadTags(value: unknown): string[] {
  const tags = new Set<string>()
  const seen = new Set<object>()
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 12 || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1)
      return
    }
    const doc = node as Record<string, unknown>
    if ((typeof doc.id === 'number' || typeof doc.id === 'string') && typeof doc.filename === 'string' && typeof doc.mimeType === 'string') {
      tags.add(docTag(doc.mimeType.startsWith('image/') ? 'media' : 'videos', doc.id))
    }
    for (const child of Object.values(doc)) walk(child, depth + 1)
  }
  walk(value, 0)
  return [...tags]
}
