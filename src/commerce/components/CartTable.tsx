import Link from 'next/link'

import { PageLink } from '@/components/PageLink'
import { t } from '@/lib/messages'

import { money, type PricedCart } from '../cart'

/** The cart's lines with their own forms (plain posts: they work without scripts), and the totals. */
export function CartTable({ cart, editable }: { cart: PricedCart; editable: boolean }) {
  const { currency, totals } = cart
  return (
    <>
      <table className="cart-table">
        <caption className="visually-hidden">{t('shop.cartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shop.photo')}</th>
            <th scope="col">{t('shop.item')}</th>
            <th scope="col">{t('shop.quantity')}</th>
            <th scope="col" className="cart-number">{t('shop.price')}</th>
            <th scope="col" className="cart-number">{t('shop.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <tr key={line.key} className={line.available ? undefined : 'is-unavailable'}>
              <td>
                {line.photo?.thumbnail ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored derivative of a known size; next/image would re-encode it
                  <img src={line.photo.thumbnail} alt={line.photo.title} width={96} height={Math.round((96 * line.photo.height) / Math.max(1, line.photo.width))} loading="lazy" />
                ) : null}
              </td>
              <td className="cart-item">
                <strong>{line.photo?.title ?? '—'}</strong>
                <br />
                {line.name}
                {line.longestSide ? ` · ${t('shop.longestSide', { px: line.longestSide })}` : null}
                {line.parameters.length ? (
                  <ul className="cart-parameters">
                    {line.parameters.map((parameter) => (
                      <li key={parameter.name}>
                        {parameter.name}: {parameter.value}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {line.available ? null : <p className="site-form-error">{t('shop.unavailable')}</p>}
              </td>
              <td data-label={editable ? undefined : t('shop.quantity')}>
                {editable ? (
                  <>
                    <form method="post" action={`/cart/items/${line.key}`} className="cart-quantity">
                      <label>
                        <span className="visually-hidden">{t('shop.quantity')}</span>
                        <input type="number" name="quantity" min={1} max={999} step={1} defaultValue={line.quantity} required aria-label={t('shop.quantity')} />
                      </label>
                      <button type="submit" className="button button-secondary">{t('shop.update')}</button>
                    </form>
                    <form method="post" action={`/cart/items/${line.key}`}>
                      <input type="hidden" name="action" value="remove" />
                      <button type="submit" className="button button-link">{t('shop.remove')}</button>
                    </form>
                  </>
                ) : (
                  line.quantity
                )}
              </td>
              <td className="cart-number" data-label={t('shop.price')}>{money(line.unitPrice, currency)}</td>
              <td className="cart-number" data-label={t('shop.lineTotal')}>{money(line.total, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals">
        <dt>{t('shop.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{money(totals.subtotal, currency)}</dd>
        <dt>{totals.taxIncluded ? t('shop.taxIncluded') : t('shop.tax')}</dt>
        <dd data-testid="cart-tax">{money(totals.tax, currency)}</dd>
        {totals.ships ? (
          <>
            <dt>{editable ? t('shop.shippingDomestic') : t('shop.shipping')}</dt>
            <dd data-testid="cart-shipping">{money(totals.shipping, currency)}</dd>
          </>
        ) : null}
        <dt>{t('shop.orderTotal')}</dt>
        <dd data-testid="cart-total">
          <strong>{money(totals.total, currency)}</strong>
        </dd>
      </dl>
      {editable ? (
        <p className="cart-actions">
          <Link className="button" href="/checkout" prefetch={false}>
            {t('shop.checkout')}
          </Link>{' '}
          <PageLink href="/galleries">{t('shop.continue')}</PageLink>
        </p>
      ) : null}
    </>
  )
}
