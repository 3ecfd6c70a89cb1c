'use client'

import { useEffect, useId, useState } from 'react'

import { answerOf } from '@/lib/answers'
import { fill } from '@/lib/messageTemplates'

import type { AddedToCart, Offer } from '../answers'
import type { AddToCartBody } from '../http/requests'

import { formatMoney } from '../money'
import { panelQuantity, unitPrice, type Choices } from '../pricing'
import { useShop } from './ShopContext'

/** Where the panel reads a photo's pricelist and adds to the cart (only the panel's code knows them). */
const offerPath = (gallerySlug: string, photoId: number) => `/shop/photos/${gallerySlug}/${photoId}`
const ADD_PATH = '/cart/add'
/** The event the page's "Cart" link listens to for the new count. */
const CART_EVENT = 'atrium:cart'

type Tab = 'products' | 'downloads'

const signed = (minor: number, currency: string) => (minor === 0 ? '' : ` (${minor > 0 ? '+' : '−'}${formatMoney(Math.abs(minor), currency)})`)

/**
 * The shop panel: a complementary region "Shop" with the tabs "Prints and products" and
 * "Downloads". Its total is worked out here with the server's own rules for the visitor to see;
 * "Add to cart" sends only the choices, and the server prices them again.
 */
export function ShopPanel() {
  const shop = useShop()
  const headingId = useId()
  const [offer, setOffer] = useState<{ photo: number; value: Offer | null; failed: boolean } | null>(null)
  const [tab, setTab] = useState<Tab | null>(null)
  const [productId, setProductId] = useState<string | null>(null)
  const [choices, setChoices] = useState<Choices>({})
  const [quantityText, setQuantityText] = useState('1')
  const [downloads, setDownloads] = useState<Record<string, number>>({})
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const photoId = shop?.photo.id ?? 0
  const gallerySlug = shop?.props.gallerySlug ?? ''

  useEffect(() => {
    if (!photoId) return
    const controller = new AbortController()
    fetch(offerPath(gallerySlug, photoId), { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const answer = await answerOf<Offer>(response)
        if (!answer.ok) throw new Error(String(answer.status))
        const value = answer.body
        setOffer({ photo: photoId, value, failed: false })
        setTab(value.pricelist.products.length ? 'products' : 'downloads')
        setProductId(value.pricelist.products[0]?.id ?? null)
        setChoices({})
        setDownloads({})
        setQuantityText('1')
        setMessage(null)
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setOffer({ photo: photoId, value: null, failed: true })
      })
    return () => controller.abort()
  }, [gallerySlug, photoId])

  if (!shop) return null
  const { labels } = shop.props
  const close = () => {
    shop.setOpen(false)
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.atrium-lightbox [data-panel-toggle="shop"]')?.focus())
  }
  const loaded = offer?.photo === photoId ? offer : null
  const pricelist = loaded?.value?.pricelist ?? null
  const currency = pricelist?.currency ?? 'EUR'
  const product = pricelist?.products.find((candidate) => candidate.id === productId) ?? null
  const quantity = panelQuantity(quantityText)
  const productTotal = product ? unitPrice(product, choices) * quantity : 0
  const downloadTotal = pricelist ? pricelist.downloads.reduce((sum, item) => sum + item.price * (downloads[item.id] ?? 0), 0) : 0
  const total = tab === 'downloads' ? downloadTotal : productTotal

  const setChoice = (parameter: string, value: string | string[]) => setChoices((current) => ({ ...current, [parameter]: value }))

  const add = async () => {
    if (!pricelist || busy) return
    setMessage(null)
    if (!tab) return setMessage({ text: labels.shopChooseType, error: true })
    const chosen = Object.entries(downloads).filter(([, count]) => count > 0).map(([id, count]) => ({ id, count }))
    if (tab === 'downloads' && chosen.length === 0) return setMessage({ text: pricelist.downloadMode === 'count' ? labels.shopChooseOneCount : labels.shopChooseOneChecked, error: true })
    // The seed's rule: a quantity of 0 or less becomes 1 (and the box shows it).
    setQuantityText(String(quantity))
    const body: AddToCartBody =
      tab === 'products'
        ? { gallery: gallerySlug, photo: photoId, type: 'products', product: productId, parameters: choices, quantity }
        : { gallery: gallerySlug, photo: photoId, type: 'downloads', downloads: chosen }
    setBusy(true)
    try {
      const response = await fetch(ADD_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
      const answer = await answerOf<AddedToCart>(response)
      if (!answer.ok) {
        setMessage({ text: answer.refused.message || labels.shopAddFailed, error: true })
        return
      }
      const added = answer.body
      window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { count: added.products_in_cart } }))
      setMessage({ text: added.msg, error: false })
      if (added.redirect === 1) window.location.assign(added.redirectUrl ?? shop.props.checkoutPath)
    } catch {
      setMessage({ text: labels.shopAddFailed, error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <aside
      className="lb-panel lb-shop"
      aria-labelledby={headingId}
      // Esc closes the panel first (then the viewer, from its button).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        close()
      }}
    >
      <h2 id={headingId}>{labels.shopRegion}</h2>
      <button type="button" className="lb-button lb-panel-close" aria-label={labels.hideShop} title={labels.hideShop} onClick={close}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </button>
      {!loaded ? <p role="status">{labels.shopLoading}</p> : null}
      {loaded?.failed ? <p role="alert">{labels.shopLoadFailed}</p> : null}
      {pricelist ? (
        <>
          <div role="tablist" aria-label={labels.shopRegion} className="lb-shop-tabs">
            {pricelist.products.length ? (
              <button type="button" role="tab" id={`${headingId}-tab-products`} aria-controls={`${headingId}-panel`} aria-selected={tab === 'products'} tabIndex={tab === 'products' ? 0 : -1} onClick={() => setTab('products')}>
                {labels.shopProducts}
              </button>
            ) : null}
            {pricelist.downloads.length ? (
              <button type="button" role="tab" id={`${headingId}-tab-downloads`} aria-controls={`${headingId}-panel`} aria-selected={tab === 'downloads'} tabIndex={tab === 'downloads' ? 0 : -1} onClick={() => setTab('downloads')}>
                {labels.shopDownloads}
              </button>
            ) : null}
          </div>
          {/* The choices scroll (by keyboard too); quantity, total and "Add to cart" stay in view below them. */}
          <div role="tabpanel" id={`${headingId}-panel`} aria-labelledby={`${headingId}-tab-${tab}`} className="lb-panel-scroll lb-shop-form" tabIndex={0}>
            {tab === 'products' && product ? (
              <>
                {pricelist.products.length > 1 ? (
                  <label>
                    {labels.shopProduct}
                    <select value={product.id} onChange={(event) => { setProductId(event.target.value); setChoices({}) }}>
                      {pricelist.products.map((candidate) => (
                        <option key={candidate.id} value={candidate.id}>
                          {candidate.name} — {formatMoney(candidate.price, currency)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <p>
                    <strong>{product.name}</strong> — {formatMoney(product.price, currency)}
                  </p>
                )}
                {product.description ? <p className="lb-shop-description">{product.description}</p> : null}
                {product.parameters.map((parameter) => {
                  const value = choices[parameter.id]
                  if (parameter.type === 'fixed') return <p key={parameter.id}>{parameter.name}: {parameter.value}</p>
                  if (parameter.type === 'text' || parameter.type === 'textarea') {
                    const Field = parameter.type === 'text' ? 'input' : 'textarea'
                    return (
                      <label key={parameter.id}>
                        {parameter.name}
                        <Field value={typeof value === 'string' ? value : ''} maxLength={500} required={parameter.required} onChange={(event) => setChoice(parameter.id, event.target.value)} />
                      </label>
                    )
                  }
                  if (parameter.type === 'select')
                    return (
                      <label key={parameter.id}>
                        {parameter.name}
                        <select value={typeof value === 'string' ? value : ''} required={parameter.required} onChange={(event) => setChoice(parameter.id, event.target.value)}>
                          <option value="">{labels.shopNone}</option>
                          {parameter.choices.map((choice) => (
                            <option key={choice.id} value={choice.id}>
                              {choice.label}
                              {signed(choice.change, currency)}
                            </option>
                          ))}
                        </select>
                      </label>
                    )
                  const multiple = parameter.type === 'checkboxes'
                  const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
                  return (
                    <fieldset key={parameter.id} className="lb-shop-choices">
                      <legend>{parameter.name}</legend>
                      {parameter.choices.map((choice) => (
                        <label key={choice.id}>
                          <input
                            type={multiple ? 'checkbox' : 'radio'}
                            name={`${headingId}-${parameter.id}`}
                            checked={selected.includes(choice.id)}
                            onChange={(event) =>
                              setChoice(parameter.id, multiple ? (event.target.checked ? [...selected, choice.id] : selected.filter((id) => id !== choice.id)) : choice.id)
                            }
                          />{' '}
                          {choice.label}
                          {signed(choice.change, currency)}
                        </label>
                      ))}
                    </fieldset>
                  )
                })}
              </>
            ) : null}
            {tab === 'downloads' ? (
              <>
                {pricelist.licence ? (
                  <details className="lb-shop-licence">
                    <summary>{labels.shopLicence}</summary>
                    <p>{pricelist.licence}</p>
                  </details>
                ) : null}
                {pricelist.downloads.map((item) => {
                  const description = `${item.name} (${fill(labels.shopLongestSide, { px: item.longestSide })}) — ${formatMoney(item.price, currency)}`
                  return pricelist.downloadMode === 'count' ? (
                    <label key={item.id}>
                      {description}
                      <input
                        type="number"
                        min={0}
                        max={999}
                        step={1}
                        aria-label={fill(labels.shopCount, { name: item.name })}
                        value={downloads[item.id] ?? 0}
                        onChange={(event) => setDownloads((current) => ({ ...current, [item.id]: Math.max(0, Math.min(999, Number.parseInt(event.target.value, 10) || 0)) }))}
                      />
                    </label>
                  ) : (
                    <label key={item.id}>
                      <input type="checkbox" checked={(downloads[item.id] ?? 0) > 0} onChange={(event) => setDownloads((current) => ({ ...current, [item.id]: event.target.checked ? 1 : 0 }))} /> {description}
                    </label>
                  )
                })}
              </>
            ) : null}
          </div>
          <div className="lb-shop-buy">
            <div className="lb-shop-buy-row">
              {tab === 'products' && product ? (
                <label>
                  {labels.shopQuantity}
                  <input type="number" inputMode="numeric" min={1} max={999} step={1} value={quantityText} onChange={(event) => setQuantityText(event.target.value)} onBlur={() => setQuantityText(String(panelQuantity(quantityText)))} />
                </label>
              ) : null}
              <p className="lb-shop-total">
                {labels.shopTotal}: <output aria-live="polite" aria-label={labels.shopTotal}>{formatMoney(total, currency)}</output>
              </p>
            </div>
            <p className="lb-shop-actions">
              <button type="submit" onClick={add} disabled={busy}>
                {busy ? labels.shopAdding : labels.shopAddToCart}
              </button>{' '}
              <a href={shop.props.cartPath}>{labels.shopViewCart}</a>
            </p>
            <p role="status" className={message?.error ? 'lb-shop-message is-error' : 'lb-shop-message'}>
              {message?.text}
            </p>
          </div>
        </>
      ) : null}
    </aside>
  )
}
