import type { Block } from 'payload'

export const ColumnsBlock: Block = {
  slug: 'columns',
  interfaceName: 'ColumnsBlock',
  labels: { singular: 'Columns', plural: 'Columns' },
  fields: [
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      fields: [
        {
          name: 'size',
          type: 'select',
          defaultValue: 'oneThird',
          options: [
            { label: 'One third', value: 'oneThird' },
            { label: 'Half', value: 'half' },
            { label: 'Two thirds', value: 'twoThirds' },
            { label: 'Full', value: 'full' },
          ],
        },
        { name: 'content', type: 'richText', required: true },
      ],
    },
  ],
}
