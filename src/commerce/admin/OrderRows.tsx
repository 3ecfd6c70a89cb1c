'use client'

import { useFormFields, useRowLabel } from '@payloadcms/ui'

import { formatMoney } from '../money'
import { statusLabel } from '../statuses'

type Line = { quantity?: number | null; product?: string | null; photoTitle?: string | null }
type Change = { at?: string | null; from?: string | null; to?: string | null; by?: string | null }

/** An order line's row in the admin: "2 × Fine art print — Payroll close review". */
export function OrderLineLabel() {
  const { data, rowNumber } = useRowLabel<Line>()
  const what = [data?.product, data?.photoTitle].filter(Boolean).join(' — ')
  return <span>{what ? `${data?.quantity ?? 1} × ${what}` : `Line ${(rowNumber ?? 0) + 1}`}</span>
}

/** A history row: when, from which status to which (by their names), and who. */
export function OrderHistoryLabel() {
  const { data, rowNumber } = useRowLabel<Change>()
  if (!data?.at) return <span>{`Change ${(rowNumber ?? 0) + 1}`}</span>
  const when = new Date(data.at).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
  return <span>{`${when} · ${data.from ? `${statusLabel(data.from)} → ` : ''}${statusLabel(data.to)}${data.by ? ` · ${data.by}` : ''}`}</span>
}

/** The order's money as the customer saw it (the stored numbers are minor units: cents, pence). */
export function OrderTotals() {
  const values = useFormFields(([fields]) => ({
    currency: fields.currency?.value as string | undefined,
    subtotal: fields.subtotal?.value as number | undefined,
    tax: fields.tax?.value as number | undefined,
    shipping: fields.shipping?.value as number | undefined,
    total: fields.total?.value as number | undefined,
    taxIncluded: fields.taxIncluded?.value as boolean | undefined,
    ships: fields.ships?.value as boolean | undefined,
  }))
  if (!values.currency || values.total === undefined) return null
  const money = (minor: number | undefined) => formatMoney(minor ?? 0, values.currency!)
  const rows: [string, string][] = [
    ['Subtotal', money(values.subtotal)],
    [values.taxIncluded ? 'Tax included' : 'Tax', money(values.tax)],
    ...(values.ships ? ([['Shipping', money(values.shipping)]] as [string, string][]) : []),
    ['Total', money(values.total)],
  ]
  return (
    <div className="field-type order-totals">
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '0.25rem 2rem', margin: '0 0 1.5rem' }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--theme-elevation-600)' }}>{label}</dt>
            <dd style={{ margin: 0, textAlign: 'right', fontWeight: label === 'Total' ? 700 : 400 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
