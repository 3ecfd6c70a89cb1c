/** Helpers that build Lexical rich-text JSON from plain text (the demo content, imported descriptions). */

type LexicalNode = { type: string; version: number; [key: string]: unknown }

const text = (value: string, format = 0): LexicalNode => ({
  type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1,
})

const block = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra,
})

export const paragraph = (value: string): LexicalNode => block('paragraph', [text(value)], { textFormat: 0 })
export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): LexicalNode => block('heading', [text(value)], { tag })
export const bulletList = (items: string[]): LexicalNode =>
  block(
    'list',
    items.map((item, index) => block('listitem', [text(item)], { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

/** A rich-text value from nodes; plain strings become paragraphs. */
export function richText(...nodes: (LexicalNode | string)[]) {
  return {
    root: {
      type: 'root',
      children: nodes.map((node) => (typeof node === 'string' ? paragraph(node) : node)),
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
    },
  }
}

/** A picture from the media library placed in rich text. */
export const upload = (mediaId: number): LexicalNode => ({ type: 'upload', relationTo: 'media', value: mediaId, fields: null, format: '', version: 3 })

/** A paragraph with one link in it: text before, the link, text after. */
export const paragraphWithLink = (before: string, label: string, url: string, after = ''): LexicalNode =>
  block(
    'paragraph',
    [text(before), { type: 'link', fields: { linkType: 'custom', url, newTab: false }, children: [text(label)], direction: 'ltr', format: '', indent: 0, version: 3 }, ...(after ? [text(after)] : [])],
    { textFormat: 0 },
  )
