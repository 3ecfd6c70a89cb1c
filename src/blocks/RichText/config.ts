import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
