import { fields as builderFields } from '@payloadcms/plugin-form-builder'
import type { Block, Field } from 'payload'

/**
 * Field types the form builder lacks: a phone number (its own keyboard on phones and its own rule)
 * and a group of checkboxes (several choices from a list). Built from the builder's own text and
 * select blocks, so editors see the same settings.
 */
const textBlock = builderFields.text as Block
const selectBlock = builderFields.select as Block

export const phoneField: Block = {
  ...textBlock,
  slug: 'phone',
  labels: { singular: 'Phone', plural: 'Phone fields' },
}

const withoutPlaceholder = (list: Field[]): Field[] =>
  list
    .map((field) => ('fields' in field && field.type === 'row' ? { ...field, fields: withoutPlaceholder(field.fields) } : field))
    .filter((field) => !('name' in field && (field.name === 'placeholder' || field.name === 'defaultValue')))

export const checkboxesField: Block = {
  ...selectBlock,
  slug: 'checkboxes',
  labels: { singular: 'Checkbox group', plural: 'Checkbox groups' },
  // Several may be ticked: no placeholder, no single default.
  fields: withoutPlaceholder(selectBlock.fields),
}
