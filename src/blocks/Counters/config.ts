import type { Block } from 'payload'

/** Animated numbers. Defaults are the old theme's: 1 s count, comma thousands, at most 2 decimals. */
export const CountersBlock: Block = {
  slug: 'counters',
  interfaceName: 'CountersBlock',
  labels: { singular: 'Animated numbers', plural: 'Animated numbers' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'number',
          required: true,
          options: [
            { label: 'Number', value: 'number' },
            { label: 'Circle', value: 'circle' },
            { label: 'Bar', value: 'bar' },
          ],
        },
        { name: 'duration', type: 'number', defaultValue: 1000, min: 0, max: 10000, required: true, admin: { description: 'How long each number counts up, in milliseconds.' } },
        { name: 'thousandsSeparator', type: 'select', defaultValue: ',', options: [{ label: 'Comma', value: ',' }, { label: 'Space', value: ' ' }, { label: 'None', value: 'none' }] },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 120 },
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'number', required: true, min: 0, max: 1e12 },
            { name: 'type', type: 'select', defaultValue: 'number', options: [{ label: 'Number', value: 'number' }, { label: 'Percent', value: 'percent' }] },
            { name: 'max', type: 'number', min: 0, max: 1e12, admin: { description: 'Full circle or bar (100 for percent). Defaults to the value.' } },
            { name: 'decimals', type: 'number', defaultValue: 0, min: 0, max: 2, required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'prefix', type: 'text', maxLength: 8 },
            { name: 'suffix', type: 'text', maxLength: 8 },
            { name: 'delay', type: 'number', defaultValue: 0, min: 0, max: 5000, admin: { description: 'Wait before counting, in milliseconds (the old site used 500, 1000, 1500).' } },
          ],
        },
      ],
    },
  ],
}
