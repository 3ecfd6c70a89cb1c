import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/** The plain text of a rich-text value (for meta descriptions), cut at a word boundary. */
export function plainText(value: SerializedEditorState | null | undefined, maxLength = 160): string | undefined {
  if (!value?.root) return undefined
  const text = convertLexicalToPlaintext({ data: value }).replace(/\s+/g, ' ').trim()
  if (!text) return undefined
  if (text.length <= maxLength) return text
  return `${text.slice(0, text.lastIndexOf(' ', maxLength - 1)).trimEnd()}…`
}

/** Whether rich text puts anything on the page: text, or a node that has none (a picture). */
export function hasContent(value: SerializedEditorState | null | undefined): boolean {
  if (plainText(value) !== undefined) return true
  return (value?.root?.children ?? []).some((node) => node.type !== 'paragraph')
}
