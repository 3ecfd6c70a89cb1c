import { t } from '@/lib/messages'
import type { Order } from '@/payload-types'

import { STATUS_LABELS, type OrderStatus } from '../collections/Orders'
import { deliveryLinks, isPaid, linksExpired, linksExpireAt } from '../deliveries'
import { formatMoney } from '../money'
import type { ShopSettings } from '../settings'

/** A pending order can be paid again: a new card payment page, or bank transfer instead (plain form posts). */
function PayAgain({ order, token, card }: { order: Order; token: string; card: boolean }) {
  const choice = (method: 'stripe' | 'bank', label: string, secondary: boolean) => (
    <form method="post" action={`/orders/${order.id}/pay`}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="method" value={method} />
      <button type="submit" className={secondary ? 'button button-secondary' : 'button'}>
        {label}
      </button>
    </form>
  )
  const byCard = order.paymentMethod === 'stripe'
  if (!card && !byCard) return null
  return (
    <div className="order-actions">
      {card ? choice('stripe', byCard ? t('order.payNow') : t('order.payByCard'), !byCard) : null}
      {byCard ? choice('bank', t('order.payByBank'), card) : null}
    </div>
  )
}

/** The order as its customer sees it: state in words, lines and totals as ordered, payment instructions or download links. */
export function OrderView({ order, token, settings, card, cancelled, cardFailed }: { order: Order; token: string; settings: ShopSettings; card: boolean; cancelled: boolean; cardFailed: boolean }) {
  const currency = order.currency ?? 'EUR'
  const status = (order.status ?? 'pending') as OrderStatus
  const links = deliveryLinks(order, settings.downloadDays)
  const expires = linksExpireAt(order, settings.downloadDays)
  const hasDownloads = (order.lines ?? []).some((line) => line.kind === 'download')
  const expired = linksExpired(order, settings.downloadDays)
  return (
    <section className="shop-page order-page">
      <h1>{t('order.title', { number: order.number ?? '' })}</h1>
      <p>
        {t('order.status')}: <strong data-testid="order-status">{STATUS_LABELS[status]}</strong>
      </p>
      {cancelled && status === 'pending' ? <p role="status" className="site-form-alert">{t('checkout.cancelled', { number: order.number ?? '' })}</p> : null}
      {cardFailed ? <p role="alert" className="site-form-alert">{t('checkout.cardFailed')}</p> : null}
      {status === 'pending' ? <PayAgain order={order} token={token} card={card} /> : null}
      {status === 'pending' ? <p role="status">{t('order.thanks', { email: order.customerEmail ?? '' })}</p> : null}
      {status === 'pending' && order.paymentMethod === 'bank' ? (
        <div className="order-bank">
          <h2>{t('order.bankInstructions')}</h2>
          {settings.bankInstructions ? <p className="pre-line">{settings.bankInstructions}</p> : null}
          <p>{t('order.reference', { number: order.number ?? '' })}</p>
        </div>
      ) : null}
      <table className="cart-table">
        <thead>
          <tr>
            <th scope="col">{t('shop.photo')}</th>
            <th scope="col">{t('shop.item')}</th>
            <th scope="col">{t('shop.quantity')}</th>
            <th scope="col">{t('shop.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {(order.lines ?? []).map((line) => (
            <tr key={line.id ?? line.key}>
              <td>{line.photoTitle}</td>
              <td>
                {line.product}
                {line.longestSide ? ` · ${t('shop.longestSide', { px: line.longestSide })}` : null}
                {line.parameters ? <span className="pre-line cart-parameters">{`\n${line.parameters}`}</span> : null}
              </td>
              <td>{line.quantity}</td>
              <td>{formatMoney(line.total ?? 0, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals">
        <dt>{t('shop.subtotal')}</dt>
        <dd>{formatMoney(order.subtotal ?? 0, currency)}</dd>
        <dt>{order.taxIncluded ? t('shop.taxIncluded') : t('shop.tax')}</dt>
        <dd>{formatMoney(order.tax ?? 0, currency)}</dd>
        {order.ships ? (
          <>
            <dt>{t('shop.shipping')}</dt>
            <dd>{formatMoney(order.shipping ?? 0, currency)}</dd>
          </>
        ) : null}
        <dt>{t('shop.orderTotal')}</dt>
        <dd data-testid="order-total">
          <strong>{formatMoney(order.total ?? 0, currency)}</strong>
        </dd>
      </dl>
      {hasDownloads ? (
        <div className="order-downloads">
          <h2>{t('order.downloads')}</h2>
          {!isPaid(order) ? (
            <p>{t('order.downloadsAfterPayment')}</p>
          ) : expired ? (
            <p>{t('order.linksExpired')}</p>
          ) : (
            <>
              <ul>
                {links.map((link) => (
                  <li key={link.key}>
                    <a href={link.url} download>
                      {t('order.downloadLink', { name: `${link.photoTitle}, ${link.name}`, px: link.longestSide })}
                    </a>
                  </li>
                ))}
              </ul>
              {expires ? <p>{t('order.linksExpire', { date: expires.toUTCString() })}</p> : null}
            </>
          )}
        </div>
      ) : null}
    </section>
  )
}
