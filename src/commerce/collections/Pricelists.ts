import type { CollectionConfig } from 'payload'

import { staff } from '@/access'

import { CURRENCIES, parseRate } from '../money'
import { PARAMETER_TYPES } from '../pricing'
import { moneyField } from './moneyField'

const PARAMETER_LABELS: Record<(typeof PARAMETER_TYPES)[number], string> = {
  fixed: 'Fixed value (shown as text)',
  text: 'Text input',
  textarea: 'Text area',
  select: 'Select',
  radio: 'Radio buttons',
  checkboxes: 'Multiple checkboxes',
}

const WITH_CHOICES = new Set(['select', 'radio', 'checkboxes'])

/**
 * What a photo can be bought as: prints and products with parameters whose choices change the
 * price, and download sizes. Assigned to photos or whole galleries; visitors read it only through
 * the shop's own endpoint.
 */
export const Pricelists: CollectionConfig = {
  slug: 'pricelists',
  labels: { singular: 'Pricelist', plural: 'Pricelists' },
  admin: { group: 'Shop', useAsTitle: 'title', defaultColumns: ['title', 'currency', 'updatedAt'] },
  access: { read: staff, create: staff, update: staff, delete: staff },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'select', required: true, defaultValue: 'EUR', options: CURRENCIES.map((value) => ({ label: value, value })), admin: { width: '33%' } },
        {
          name: 'taxRate',
          label: 'Tax rate (%)',
          type: 'text',
          defaultValue: '0',
          admin: { width: '33%', description: 'For example 20 or 7.5.' },
          validate: (value: unknown) => (value === undefined || value === null || value === '' || parseRate(value) !== null ? true : 'Enter a rate from 0 to 100, with at most two decimals.'),
        },
        { name: 'pricesIncludeTax', label: 'Prices include tax', type: 'checkbox', defaultValue: true, admin: { width: '33%' } },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Prints and products',
          fields: [
            { name: 'sellProducts', label: 'Sell prints and products', type: 'checkbox', defaultValue: true },
            {
              name: 'products',
              type: 'array',
              maxRows: 50,
              admin: { condition: (data) => Boolean(data?.sellProducts), initCollapsed: true },
              labels: { singular: 'Product', plural: 'Products' },
              fields: [
                { type: 'row', fields: [{ name: 'name', type: 'text', required: true, maxLength: 120, admin: { width: '50%' } }, moneyField({ name: 'price', label: 'Base price' })] },
                { name: 'description', type: 'textarea', maxLength: 1000 },
                { name: 'ships', label: 'Shipped (a physical product)', type: 'checkbox', defaultValue: true },
                {
                  name: 'parameters',
                  type: 'array',
                  maxRows: 20,
                  labels: { singular: 'Parameter', plural: 'Parameters' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '40%' } },
                        { name: 'type', type: 'select', required: true, defaultValue: 'select', options: PARAMETER_TYPES.map((value) => ({ value, label: PARAMETER_LABELS[value] })), admin: { width: '40%' } },
                        { name: 'required', type: 'checkbox', defaultValue: false, admin: { width: '20%', condition: (_, sibling) => sibling?.type !== 'fixed' } },
                      ],
                    },
                    { name: 'value', type: 'text', maxLength: 200, admin: { condition: (_, sibling) => sibling?.type === 'fixed', description: 'Shown to visitors as it is.' } },
                    {
                      name: 'choices',
                      type: 'array',
                      maxRows: 50,
                      admin: { condition: (_, sibling) => WITH_CHOICES.has(sibling?.type) },
                      fields: [
                        {
                          type: 'row',
                          fields: [
                            { name: 'label', type: 'text', required: true, maxLength: 120, admin: { width: '60%' } },
                            moneyField({ name: 'change', label: 'Price change', signed: true, description: 'Added to the base price; negative lowers it.' }),
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Downloads',
          fields: [
            { name: 'sellDownloads', label: 'Sell digital downloads', type: 'checkbox', defaultValue: false },
            {
              name: 'downloadMode',
              label: 'Visitors choose downloads with',
              type: 'select',
              defaultValue: 'checkbox',
              options: [
                { label: 'Checkboxes (one of each size)', value: 'checkbox' },
                { label: 'Counts (several of a size)', value: 'count' },
              ],
              admin: { condition: (data) => Boolean(data?.sellDownloads) },
            },
            {
              name: 'downloads',
              type: 'array',
              maxRows: 20,
              admin: { condition: (data) => Boolean(data?.sellDownloads) },
              labels: { singular: 'Download size', plural: 'Download sizes' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '40%' } },
                    { name: 'longestSide', label: 'Longest side (px)', type: 'number', required: true, min: 100, max: 20000, admin: { width: '27%' } },
                    moneyField({ name: 'price', label: 'Price' }),
                  ],
                },
              ],
            },
            { name: 'licence', type: 'textarea', maxLength: 4000, admin: { condition: (data) => Boolean(data?.sellDownloads), description: 'Shown to visitors before they buy a download.' } },
          ],
        },
        {
          label: 'Shipping',
          fields: [
            {
              name: 'shipping',
              type: 'group',
              fields: [
                {
                  name: 'mode',
                  type: 'select',
                  defaultValue: 'flat',
                  options: [
                    { label: 'Flat rate per order', value: 'flat' },
                    { label: 'Per item', value: 'perItem' },
                  ],
                },
                { type: 'row', fields: [moneyField({ name: 'domestic', label: 'Domestic' }), moneyField({ name: 'international', label: 'International' })] },
                { name: 'country', label: 'Home country (ISO code)', type: 'text', maxLength: 2, admin: { description: 'For example GB. Addresses elsewhere pay the international rate; empty: every address is domestic.' }, validate: (value: unknown) => (!value || /^[A-Za-z]{2}$/.test(String(value)) ? true : 'Enter a two-letter country code, such as GB.') },
              ],
            },
          ],
        },
      ],
    },
  ],
}
