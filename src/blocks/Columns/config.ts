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
        {
          name: 'background',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'None', value: 'none' },
            { label: 'Light grey', value: 'wash' },
            { label: 'Brand teal', value: 'brand' },
            { label: 'Dark', value: 'dark' },
          ],
          admin: { description: 'A coloured column gets padding and readable text on its colour.' },
        },
        { name: 'content', type: 'richText', required: true },
      ],
    },
  ],
}
