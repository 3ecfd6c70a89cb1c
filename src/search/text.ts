import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/**
 * The words of a document for the search index: only what a visitor reads on its page. An
 * allow-list of the fields that hold such words (headings, texts, rich text, captions, names…);
 * everything else — settings, ids, colours, addresses, and other documents a block shows (a
 * photo's placeholder and EXIF, a gallery, a form) — stays out, so a search for "webp" or
 * "masonry" finds nothing it should not.
 */
const VISIBLE_TEXT = new Set([
  'heading', 'title', 'subtitle', 'label', 'text', 'intro', 'caption', 'content', 'description', 'name', 'role', 'quote', 'bio',
  'summary', 'price', 'period', 'prefix', 'suffix', 'endedText', 'when', 'address', 'client', 'alt', 'credit', 'question', 'answer',
])
export const MAX_INDEXED_CHARS = 20_000

/** Words, not addresses, paths, colours or identifiers (kebab-case values are settings). */
const looksLikeText = (value: string) => {
  const text = value.trim()
  return /\p{L}/u.test(text) && !/^(https?:|mailto:|tel:|data:|#|\/)/.test(text) && !/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(text)
}

const isRichText = (value: unknown): value is SerializedEditorState => Boolean(value && typeof value === 'object' && 'root' in value && (value as { root?: unknown }).root)

/** Another document shown here (a populated photo, gallery, form…): its words are its own page's, not this one's. */
const isDocument = (value: Record<string, unknown>) => 'createdAt' in value || 'updatedAt' in value || 'filename' in value

/**
 * Collects the readable strings in a value: a string passed directly (a top-level part) is taken;
 * inside objects only the allowed fields' strings and rich text, walking through blocks, arrays and
 * groups to reach them.
 */
export function readableText(value: unknown, into: string[] = [], depth = 0, key: string | null = null): string[] {
  if (depth > 12 || value === null || value === undefined) return into
  if (typeof value === 'string') {
    if ((key === null || VISIBLE_TEXT.has(key)) && looksLikeText(value)) into.push(value.trim())
    return into
  }
  if (Array.isArray(value)) {
    // A list keeps its field's name for its strings; its objects (blocks, rows) name their own fields.
    for (const item of value) readableText(item, into, depth + 1, key)
    return into
  }
  if (typeof value === 'object') {
    if (isRichText(value)) {
      if (key === null || VISIBLE_TEXT.has(key)) {
        const text = convertLexicalToPlaintext({ data: value }).trim()
        if (text) into.push(text)
      }
      return into
    }
    if (isDocument(value as Record<string, unknown>)) return into
    for (const [inner, child] of Object.entries(value as Record<string, unknown>)) {
      // Strings (also in a list) and rich text count only under an allowed name; blocks and groups are walked whatever theirs.
      const named = typeof child === 'string' || Array.isArray(child) || isRichText(child)
      readableText(child, into, depth + 1, named ? inner : null)
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
