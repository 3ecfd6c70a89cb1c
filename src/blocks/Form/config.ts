import type { Block } from 'payload'

export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, admin: { description: 'Build forms under Forms → Forms.' } },
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}
