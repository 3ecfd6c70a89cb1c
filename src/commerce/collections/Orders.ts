import type { CollectionConfig, Field, Where } from 'payload'

import { isAdminUser, staff } from '@/access'

import { ORDER_STATUSES, STATUS_LABELS } from '../statuses'

export { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '../statuses'

const address = (name: string, label: string) => ({
  name,
  label,
  type: 'group' as const,
  fields: [
    { name: 'line1', label: 'Address', type: 'text' as const, maxLength: 200 },
    { name: 'line2', label: 'Address (line 2)', type: 'text' as const, maxLength: 200 },
    { type: 'row' as const, fields: [
      { name: 'postalCode', label: 'Postcode', type: 'text' as const, maxLength: 20 },
      { name: 'city', type: 'text' as const, maxLength: 100 },
      { name: 'country', label: 'Country (ISO code)', type: 'text' as const, maxLength: 2 },
    ] },
  ],
})

/** What a member of staff may change on an order; the rest is the checkout's, Stripe's or the server's. */
export const STAFF_WRITABLE = new Set(['status', 'notifyCustomer', 'statusNote', 'paymentReference'])

const refused = () => false

/** Orders that were never paid: still awaiting payment or cancelled, and no links ever issued. */
export const NEVER_PAID: Where = { and: [{ status: { in: ['pending', 'cancelled'] } }, { linksIssuedAt: { exists: false } }] }

/**
 * Field-level access for every field but STAFF_WRITABLE: `admin.readOnly` only hides a field in the
 * admin, the REST API still wrote totals, lines, dates and forged history. The server's own writes
 * (overrideAccess) are not affected; the history is appended by recordStatusChange.
 */
function writableOnly(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.name) {
      if (STAFF_WRITABLE.has(field.name) || field.type === 'ui') return field
      return { ...field, access: { ...field.access, create: refused, update: refused } } as Field
    }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: writableOnly(field.fields) } as Field
    return field
  })
}

/**
 * Orders are placed only by the checkout endpoint (lines and prices copied from the pricelists at
 * that moment, never changed after) and paid by the bank transfer an editor records or by Stripe's
 * webhook. Editors change the status (each change is kept in the history and can e-mail the
 * customer); guests read their order only with its token, through the order page.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    group: 'Shop',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'customerName', 'totalText', 'paymentMethod', 'createdAt'],
    listSearchableFields: ['number', 'customerName', 'customerEmail'],
    components: { beforeListTable: ['@/commerce/admin/OrdersExport#OrdersExport'] },
  },
  access: {
    read: staff,
    create: () => false,
    update: staff,
    // Admins may purge orders that were never paid (abandoned, or made up by a robot); a paid order
    // (its links once issued) stays for the books.
    delete: ({ req }) => (isAdminUser(req.user) ? NEVER_PAID : false),
  },
  fields: writableOnly([
    { name: 'number', type: 'text', unique: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    { name: 'notifyCustomer', label: 'E-mail the customer about a status change', type: 'checkbox', defaultValue: true, virtual: true, admin: { position: 'sidebar' } },
    { name: 'statusNote', label: 'Note for the customer (sent with the status change)', type: 'textarea', maxLength: 1000, virtual: true, admin: { position: 'sidebar' } },
    { name: 'reissue', type: 'ui', admin: { position: 'sidebar', components: { Field: '@/commerce/admin/ReissueLinks#ReissueLinks' } } },
    {
      type: 'row',
      fields: [
        { name: 'customerName', label: 'Name', type: 'text', admin: { readOnly: true } },
        { name: 'customerEmail', label: 'E-mail', type: 'email', index: true, admin: { readOnly: true } },
      ],
    },
    { ...address('billing', 'Billing address'), admin: { readOnly: true } },
    { ...address('shippingAddress', 'Shipping address'), admin: { readOnly: true, condition: (data) => Boolean(data?.ships) } },
    { name: 'ships', type: 'checkbox', admin: { hidden: true } },
    {
      name: 'lines',
      type: 'array',
      admin: { readOnly: true, components: { RowLabel: '@/commerce/admin/OrderRows#OrderLineLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'photo', type: 'relationship', relationTo: 'media', admin: { width: '25%' } },
            { name: 'photoTitle', type: 'text', admin: { width: '25%' } },
            { name: 'kind', type: 'select', options: [{ label: 'Print or product', value: 'product' }, { label: 'Download', value: 'download' }], admin: { width: '20%' } },
            { name: 'product', type: 'text', admin: { width: '30%' } },
          ],
        },
        { name: 'parameters', type: 'textarea', admin: { description: 'The choices as the visitor made them.' } },
        {
          type: 'row',
          fields: [
            { name: 'quantity', type: 'number', admin: { width: '20%' } },
            // Minor units (cents, pence) for the shop's sums; editors read the price in words beside.
            { name: 'unitPrice', label: 'Unit price (minor units)', type: 'number', admin: { hidden: true } },
            { name: 'total', label: 'Line total (minor units)', type: 'number', admin: { hidden: true } },
            { name: 'priceText', label: 'Price', type: 'text', admin: { width: '80%' } },
          ],
        },
        { name: 'longestSide', type: 'number', admin: { condition: (_, sibling) => sibling?.kind === 'download' } },
        { name: 'key', type: 'text', admin: { hidden: true } },
      ],
    },
    // The sums in minor units (cents, pence) for the shop; editors see them formatted (OrderTotals).
    { name: 'currency', type: 'text', admin: { hidden: true } },
    { name: 'subtotal', type: 'number', admin: { hidden: true } },
    { name: 'tax', type: 'number', admin: { hidden: true } },
    { name: 'shipping', type: 'number', admin: { hidden: true } },
    { name: 'total', type: 'number', admin: { hidden: true } },
    { name: 'totals', type: 'ui', admin: { components: { Field: '@/commerce/admin/OrderRows#OrderTotals' } } },
    { name: 'totalText', label: 'Total', type: 'text', admin: { readOnly: true } },
    { name: 'taxIncluded', type: 'checkbox', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'paymentMethod',
          type: 'select',
          options: [
            { label: 'Bank transfer or invoice', value: 'bank' },
            { label: 'Card (Stripe)', value: 'stripe' },
          ],
          admin: { readOnly: true, width: '33%' },
        },
        { name: 'paymentReference', type: 'text', admin: { width: '33%', description: 'The bank transfer’s reference, or Stripe’s payment id.' } },
        { name: 'stripeSession', type: 'text', index: true, admin: { readOnly: true, width: '33%' } },
      ],
    },
    { name: 'tokenNonce', type: 'text', admin: { hidden: true }, access: { read: () => false, update: () => false } },
    { name: 'linksIssuedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', description: 'Download links count their days from here.' } },
    { name: 'linkVersion', type: 'number', defaultValue: 1, admin: { hidden: true } },
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true, initCollapsed: true, components: { RowLabel: '@/commerce/admin/OrderRows#OrderHistoryLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'from', type: 'text' },
            { name: 'to', type: 'text' },
            { name: 'by', type: 'text' },
          ],
        },
        { name: 'note', type: 'text' },
      ],
    },
    { name: 'events', type: 'json', admin: { hidden: true } },
  ]),
}
