import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/**
 * The words of a document for the search index: every piece of text a visitor can read in it
 * (block headings, texts, rich text, captions…), none of its settings (ids, styles, addresses).
 */
const SETTING_KEYS = new Set([
  'id', 'blockType', 'blockName', 'type', 'style', 'url', 'href', 'icon', 'slug', 'view', 'theme', 'size', 'variant', 'aspectRatio', 'animation',
  'alignment', 'align', 'color', 'colour', 'relationTo', 'target', 'tone', 'baseLayer', 'tooltip', 'kind', 'provider', 'mimeType', 'filename',
  'position', 'layout', 'mode', '_status', 'createdAt', 'updatedAt', 'target_tz', 'format', 'direction', 'appearance', 'linkType', 'newTab',
  'embed', 'sizes', 'focalX', 'focalY', 'thumbnailURL', 'prefix', 'fit', 'background', 'overlay', 'sort', 'order', 'autoplayStop', 'largestUnit',
])
export const MAX_INDEXED_CHARS = 20_000

/** Words, not addresses, paths or identifiers (kebab-case values are settings). */
const looksLikeText = (value: string) => {
  const text = value.trim()
  return /\p{L}/u.test(text) && !/^(https?:|mailto:|tel:|#|\/)/.test(text) && !/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(text)
}

const isRichText = (value: unknown): value is SerializedEditorState => Boolean(value && typeof value === 'object' && 'root' in value && (value as { root?: unknown }).root)

export function readableText(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 12 || value === null || value === undefined) return into
  if (typeof value === 'string') {
    if (looksLikeText(value)) into.push(value.trim())
    return into
  }
  if (Array.isArray(value)) {
    for (const item of value) readableText(item, into, depth + 1)
    return into
  }
  if (typeof value === 'object') {
    if (isRichText(value)) {
      const text = convertLexicalToPlaintext({ data: value }).trim()
      if (text) into.push(text)
      return into
    }
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (!SETTING_KEYS.has(key)) readableText(inner, into, depth + 1)
    }
  }
  return into
}

/** One string of the parts, de-duplicated, runs of space made one, capped. */
export function indexText(parts: unknown[]): string {
  const seen = new Set<string>()
  const out: string[] = []
  for (const part of parts.flatMap((item) => readableText(item))) {
    const clean = part.replace(/\s+/g, ' ').trim()
    if (clean && !seen.has(clean)) {
      seen.add(clean)
      out.push(clean)
    }
  }
  return out.join(' \n').slice(0, MAX_INDEXED_CHARS)
}
