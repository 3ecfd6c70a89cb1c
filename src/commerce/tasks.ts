import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { siteUrl } from '@/lib/env'
import { MAIL_QUEUE, MAIL_RETRY_POLICY } from '@/lib/server/jobs'
import type { Order } from '@/payload-types'

import { STATUS_LABELS, type OrderStatus } from './collections/Orders'
import { deliveryLinks, linksExpireAt } from './deliveries'
import { formatMoney } from './money'
import { orderLink, type OrderMailKind } from './orders'
import { shopSettings } from './settings'

/**
 * Order e-mails leave through the jobs queue (retried while the mail server fails): the confirmation
 * to the customer and the notice to the shop when an order is placed, a message on each status
 * change, and new download links when an editor re-issues them.
 */
export const ORDER_MAIL_TASK = 'orderMail'

/**
 * The order in lines. The customer's copy leaves out the visitor's own words (the choices hold
 * free text such as a note for the printer): anyone can type any address at checkout, and the
 * site's mail must not carry a stranger's text to it. The shop's copy has everything.
 */
function summary(order: Order, { choices = false }: { choices?: boolean } = {}): string[] {
  const currency = order.currency ?? 'EUR'
  const lines = (order.lines ?? []).map((line) => {
    const chosen = choices && line.parameters ? ` (${line.parameters.split('\n').join('; ')})` : ''
    return `- ${line.photoTitle}: ${line.product}${chosen} — ${line.priceText}`
  })
  return [
    ...lines,
    '',
    `Subtotal: ${formatMoney(order.subtotal ?? 0, currency)}`,
    `Tax${order.taxIncluded ? ' (included)' : ''}: ${formatMoney(order.tax ?? 0, currency)}`,
    ...(order.ships ? [`Shipping: ${formatMoney(order.shipping ?? 0, currency)}`] : []),
    `Total: ${formatMoney(order.total ?? 0, currency)}`,
  ]
}

export async function sendOrderMail(payload: Payload, orderId: number, kind: OrderMailKind, note: string | null): Promise<'sent' | 'skipped'> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order?.customerEmail) return 'skipped'
  const settings = await shopSettings(payload)
  const link = `${siteUrl()}${orderLink(order)}`
  const status = STATUS_LABELS[(order.status ?? 'pending') as OrderStatus]
  const links = deliveryLinks(order, settings.downloadDays)
  const expires = linksExpireAt(order, settings.downloadDays)
  const downloads = links.length
    ? ['', 'Your downloads:', ...links.map((item) => `- ${item.photoTitle}, ${item.name} (${item.longestSide} px): ${siteUrl()}${item.url}`), `The links work until ${expires?.toUTCString()}.`]
    : []
  if (kind === 'placed') {
    const bank = order.paymentMethod === 'bank' && order.status === 'pending'
    await payload.sendEmail({
      to: order.customerEmail,
      subject: `Your order ${order.number} at ${settings.siteName}`,
      text: [
        'Hello,',
        '',
        `Thank you for your order ${order.number}. Its status: ${status}.`,
        '',
        ...summary(order),
        '',
        'Your choices for each item are on your order\'s page.',
        ...(bank ? ['', 'Please pay by bank transfer:', settings.bankInstructions ?? 'We will send you our bank details.', `Reference: ${order.number}`] : []),
        ...downloads,
        '',
        `Your order, at any time: ${link}`,
      ].join('\n'),
    })
    if (settings.notifyEmail) {
      await payload.sendEmail({
        to: settings.notifyEmail,
        subject: `New order ${order.number} (${order.totalText}, ${order.paymentMethod === 'bank' ? 'bank transfer' : 'card'})`,
        text: [`${order.customerName} <${order.customerEmail}> placed order ${order.number}.`, '', ...summary(order, { choices: true }), '', `In the admin: ${siteUrl()}${payload.config.routes.admin}/collections/orders/${order.id}`].join('\n'),
      })
    }
    return 'sent'
  }
  await payload.sendEmail({
    to: order.customerEmail,
    subject: kind === 'links' ? `New download links for your order ${order.number}` : `Your order ${order.number}: ${status}`,
    text: [
      'Hello,',
      '',
      kind === 'links' ? `Here are new download links for your order ${order.number}.` : `Your order ${order.number} is now: ${status}.`,
      ...(note ? ['', note] : []),
      ...downloads,
      '',
      `Your order: ${link}`,
    ].join('\n'),
  })
  return 'sent'
}

export const orderMailTask: TaskConfig<{ input: { order: number; kind: string; note?: string }; output: object }> = {
  slug: ORDER_MAIL_TASK,
  label: 'Send an order e-mail',
  inputSchema: [
    { name: 'order', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'note', type: 'text' },
  ],
  retries: MAIL_RETRY_POLICY,
  handler: async ({ input, req }) => {
    await sendOrderMail(req.payload, input.order, input.kind as OrderMailKind, input.note ?? null)
    return { output: {} }
  },
}

export async function queueOrderMail(payload: Payload, orderId: number, kind: OrderMailKind, note: string | null = null, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: ORDER_MAIL_TASK, input: { order: orderId, kind, ...(note ? { note } : {}) }, queue: MAIL_QUEUE, req })
}
