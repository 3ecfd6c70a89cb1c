'use client'

import { useSearchParams } from 'next/navigation'

/** Above the orders list: the orders as CSV (of the status filtered on, when it is one). */
export function OrdersExport() {
  const params = useSearchParams()
  const status = params.get('where[or][0][and][0][status][equals]') ?? params.get('where[status][equals]')
  const href = `/shop/orders/export${status && /^[a-z]+$/.test(status) ? `?status=${status}` : ''}`
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export as CSV
      </a>
    </p>
  )
}
