/** An order's statuses and their names for people (the admin, mails, the customer's page). */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** A status as people read it (an unknown value as it is). */
export const statusLabel = (value: string | null | undefined): string => (value ? (STATUS_LABELS[value as OrderStatus] ?? value) : '')
