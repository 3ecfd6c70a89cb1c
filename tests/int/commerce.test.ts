import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newChallenge } from '@/lib/server/challenge'

import { signStripePayload, startFakeStripe, type FakeStripe } from '../helpers/fakeStripe'
import { solvedPayload } from '../helpers/engagement'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Print and download sales through the handlers the routes bind, on a real database, a real SMTP
 * server and a stand-in of Stripe's API: the server alone prices things (tampered prices, totals,
 * quantities and choices change nothing), carts belong to their cookie, orders keep their prices,
 * webhooks are checked and idempotent, downloads are signed, expiring and made to the bought size.
 */
const SITE = 'http://localhost:3000'
const STRIPE_KEY = 'sk_test_atrium123'
const WEBHOOK_SECRET = 'whsec_atrium_test_secret'
const context = { disableRevalidate: true }
let ipCounter = 0

type Shop = typeof import('@/commerce/http/shop')
type CartLines = typeof import('@/commerce/http/cartLines')
type Checkout = typeof import('@/commerce/http/checkout')
type Orders = typeof import('@/commerce/http/orders')

function request(path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', 'x-atrium-client-ip': `198.51.100.${(++ipCounter % 250) + 1}`, ...init.headers }
  let body: string | undefined
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json'
    headers.accept = 'application/json'
    body = JSON.stringify(init.body)
  }
  if (init.cookie) headers.cookie = init.cookie
  return new Request(`${SITE}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body })
}

/** The cart cookie a response set ("name=value"), joined for the next request. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((cookie) => cookie.startsWith('atrium_cart='))
    .join('; ')

describe(`print and download sales (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let smtp: TestSmtp
  let stripe: FakeStripe
  let shop: Shop
  let cartLines: CartLines
  let checkout: Checkout
  let orders: Orders
  let catalog: import('@/commerce/catalog').PhotoCatalog
  let photos: number[]
  let pricelistId: number
  let product: { id: string; size: string; sizes: string[]; finish: string[]; extras: string[]; text: string; note: string }
  let downloads: string[]

  const add = (body: Record<string, unknown>, cookie?: string) => shop.addToCart(ctx.payload, catalog, request('/cart/add', { body, cookie }))
  /** Checkout as the page's script posts it: with a solved proof of work, unless `altcha` is given. */
  const place = async (body: Record<string, unknown>, cookie: string) =>
    checkout.placeOrderRequest(ctx.payload, catalog, request('/checkout/place', { body: { altcha: await solvedPayload(await newChallenge()), ...body }, cookie }))
  const cartOf = async (cookie: string) => {
    const { cartKeyOf, loadCart } = await import('@/commerce/cart')
    return loadCart(ctx.payload, cartKeyOf(request('/cart', { cookie })))
  }
  const print = (extra: Record<string, unknown> = {}) => ({
    gallery: 'prints',
    photo: photos[0],
    type: 'products',
    product: product.id,
    parameters: { [product.size]: product.sizes[1], [product.finish[0]!]: product.finish[2], [product.extras[0]!]: [product.extras[1], product.extras[2]], [product.text]: 'For Ada' },
    quantity: 2,
    ...extra,
  })
  const buyer = { name: 'Ada Lovelace', email: 'ada@example.org', billing: { line1: '1 Analytical Row', postalCode: 'LS1 1AA', city: 'Leeds', country: 'GB' }, sameAsBilling: true }
  const runMail = () => ctx.payload.jobs.run({ queue: 'mail', limit: 50 })
  const order = (id: number) => ctx.payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })

  beforeAll(async () => {
    smtp = await startSmtp()
    stripe = await startFakeStripe({ secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET })
    ctx = await startTestPayload({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'shop@atrium.test',
      SITE_URL: SITE,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.baseUrl,
    })
    ;[shop, cartLines, checkout, orders] = await Promise.all([import('@/commerce/http/shop'), import('@/commerce/http/cartLines'), import('@/commerce/http/checkout'), import('@/commerce/http/orders')])
    catalog = (await import('@/site/shopCatalog')).shopCatalog
    // A photo with GPS in its EXIF, larger than the smallest download size.
    const original = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3a6' } })
      .withExif({ IFD0: { Copyright: 'Atrium' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .jpeg()
      .toBuffer()
    photos = []
    for (const name of ['harbour', 'meeting']) {
      const doc = await ctx.payload.create({ collection: 'media', data: { alt: name, title: `The ${name}`, kind: 'image' }, file: { data: original, mimetype: 'image/jpeg', name: `${name}.jpg`, size: original.byteLength }, context })
      photos.push(doc.id)
    }
    const pricelist = await ctx.payload.create({
      collection: 'pricelists',
      context,
      data: {
        title: 'Prints',
        currency: 'EUR',
        taxRate: '20',
        pricesIncludeTax: true,
        sellProducts: true,
        products: [
          {
            name: 'Fine art print',
            price: '25.00',
            ships: true,
            parameters: [
              { name: 'Size', type: 'select', required: true, choices: [{ label: 'Small', change: '0' }, { label: 'Large', change: '15.00' }] },
              { name: 'Finish', type: 'radio', choices: [{ label: 'Matte', change: '0' }, { label: 'Gloss', change: '2.50' }] },
              { name: 'Extras', type: 'checkboxes', choices: [{ label: 'Mount', change: '8.00' }, { label: 'Discount card', change: '-3.00' }] },
              { name: 'Caption', type: 'text' },
              { name: 'Note', type: 'textarea' },
              { name: 'Paper', type: 'fixed', value: 'Cotton rag' },
            ],
          },
        ],
        sellDownloads: true,
        downloadMode: 'checkbox',
        downloads: [
          { name: 'Web', longestSide: 800, price: '4.00' },
          { name: 'Full', longestSide: 3000, price: '12.00' },
        ],
        licence: 'Personal use only.',
        shipping: { mode: 'flat', domestic: '4.90', international: '12.00', country: 'GB' },
      },
    })
    pricelistId = pricelist.id
    const stored = pricelist.products![0]!
    const parameter = (name: string) => stored.parameters!.find((p) => p.name === name)!
    product = {
      id: stored.id!,
      size: parameter('Size').id!,
      sizes: parameter('Size').choices!.map((c) => c.id!),
      finish: [parameter('Finish').id!, ...parameter('Finish').choices!.map((c) => c.id!)],
      extras: [parameter('Extras').id!, ...parameter('Extras').choices!.map((c) => c.id!)],
      text: parameter('Caption').id!,
      note: parameter('Note').id!,
    }
    downloads = pricelist.downloads!.map((item) => item.id!)
    await ctx.payload.create({ collection: 'galleries', data: { title: 'Prints', slug: 'prints', view: 'thumbnails', items: photos, pricelist: pricelistId, _status: 'published' }, context })
    await ctx.payload.create({ collection: 'galleries', data: { title: 'Not for sale', slug: 'free', view: 'thumbnails', items: photos, _status: 'published' }, context })
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Atrium', features: { shop: true }, shop: { bankInstructions: 'IBAN GB00 TEST', notifyEmail: 'orders@atrium.test', downloadDays: 7 } }, context })
    stripe.webhookUrl = null
  })

  afterAll(async () => {
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
    await ctx?.cleanup()
    await smtp?.close()
    await stripe?.close()
  })

  it('prices a print on the server and ignores prices, totals and currencies sent by the browser', async () => {
    const response = await add(print({ price: 1, total: 1, currency: 'USD', unitPrice: 0 }))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ msg: 'Added to your cart.', products_in_cart: 2, redirect: 0 })
    const cookie = cookiesOf(response)
    expect(cookie).toMatch(/^atrium_cart=[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/)
    expect(response.headers.getSetCookie().join('\n')).toMatch(/atrium_cart=.*HttpOnly/)
    const { priceLines } = await import('@/commerce/cart')
    const cart = await cartOf(cookie)
    const priced = await priceLines(ctx.payload, catalog, cart!.lines)
    // 25 + 15 (large) + 2.50 (gloss) + 8 (mount) - 3 (card) = 47.50, twice.
    expect(priced.lines[0]).toMatchObject({ unitPrice: 4750, total: 9500, available: true })
    expect(priced.totals).toMatchObject({ subtotal: 9500, shipping: 490, total: 9990, tax: 1583, taxIncluded: true })
    expect(priced.lines[0]!.parameters).toEqual([
      { name: 'Size', value: 'Large' },
      { name: 'Finish', value: 'Gloss' },
      { name: 'Extras', value: 'Mount, Discount card' },
      { name: 'Caption', value: 'For Ada' },
      { name: 'Paper', value: 'Cotton rag' },
    ])
  })

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1e9', 1e9],
    ['"2"', '2'],
    ['2.5', 2.5],
    ['1000', 1000],
    ['null', null],
  ])('refuses the quantity %s and leaves the cart as it was', async (_name, quantity) => {
    const first = await add(print({ quantity: 1 }))
    const cookie = cookiesOf(first)
    const response = await add(print({ quantity }), cookie)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Quantity must be a whole number from 1 to 999.')
    expect((await cartOf(cookie))!.lines.map((line) => line.quantity)).toEqual([1])
  })

  it('refuses parameters outside the choices, unknown parameters, missing required ones and over-long text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ [product.size]: 'not-a-choice' }, 'Please choose one of the options for Size.'],
      [{ [product.size]: product.sizes[0], [product.finish[0]!]: product.extras[1] }, 'Please choose one of the options for Finish.'],
      [{ [product.size]: product.sizes[0], [product.extras[0]!]: [product.sizes[0]] }, 'Please choose one of the options for Extras.'],
      [{ [product.size]: product.sizes[0], forged: 'x' }, 'One of the options sent is not offered for this product.'],
      [{ [product.finish[0]!]: product.finish[1] }, 'Size is required.'],
      [{ [product.size]: product.sizes[0], [product.note]: 'x'.repeat(501) }, 'Note can be at most 500 characters.'],
      [{ [product.size]: product.sizes[0], [product.text]: 'two\nlines' }, 'Caption must be on one line.'],
    ]
    for (const [parameters, message] of cases) {
      const response = await add(print({ parameters, quantity: 1 }))
      expect(response.status, message).toBe(400)
      expect((await response.json()).message).toBe(message)
      expect(cookiesOf(response)).toBe('')
    }
    const unknownProduct = await add(print({ product: 'no-such-product' }))
    expect((await unknownProduct.json()).message).toBe('This product is not offered for this photo.')
  })

  it('says the seed’s messages for a missing type and an empty download choice (checkbox and count mode)', async () => {
    const noType = await add({ gallery: 'prints', photo: photos[0] })
    expect(noType.status).toBe(400)
    expect((await noType.json()).message).toBe('Please select Prints and products or Downloads')
    const none = await add({ gallery: 'prints', photo: photos[0], type: 'downloads', downloads: [] })
    expect((await none.json()).message).toBe('You must select at least one item.')
    await ctx.payload.update({ collection: 'pricelists', id: pricelistId, data: { downloadMode: 'count' }, context })
    try {
      const counted = await add({ gallery: 'prints', photo: photos[0], type: 'downloads', downloads: [] })
      expect((await counted.json()).message).toBe('Please select at least one item')
      const two = await add({ gallery: 'prints', photo: photos[0], type: 'downloads', downloads: [{ id: downloads[0], count: 2 }] })
      expect((await two.json()).products_in_cart).toBe(2)
    } finally {
      await ctx.payload.update({ collection: 'pricelists', id: pricelistId, data: { downloadMode: 'checkbox' }, context })
    }
    const checkboxCount = await add({ gallery: 'prints', photo: photos[0], type: 'downloads', downloads: [{ id: downloads[0], count: 3 }] })
    expect(checkboxCount.status).toBe(400)
  })

  it('sends the visitor straight to the checkout when the editors ask for it (the seed’s redirect)', async () => {
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { shop: { afterAdd: 'checkout' } }, context })
    try {
      expect(await (await add(print({ quantity: 1 }))).json()).toMatchObject({ redirect: 1, redirectUrl: '/checkout' })
    } finally {
      await ctx.payload.updateGlobal({ slug: 'site-settings', data: { shop: { afterAdd: 'stay' } }, context })
    }
    expect(await (await add(print({ quantity: 1 }))).json()).toMatchObject({ redirect: 0, redirectUrl: null })
  })

  it('sells nothing from a gallery without a pricelist, and nothing at all with the shop switched off', async () => {
    const free = await add({ ...print(), gallery: 'free' })
    expect(free.status).toBe(404)
    expect((await free.json()).message).toBe('This photo is not for sale.')
    const missing = await add({ ...print(), photo: 999_999 })
    expect(missing.status).toBe(404)
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { features: { shop: false } }, context })
    try {
      const closed = await add(print())
      expect(closed.status).toBe(404)
      expect((await closed.json()).message).toBe('The shop is closed.')
      expect((await shop.photoOffer(ctx.payload, catalog, 'prints', photos[0]!)).status).toBe(404)
    } finally {
      await ctx.payload.updateGlobal({ slug: 'site-settings', data: { features: { shop: true } }, context })
    }
  })

  it('offers in the photo viewer exactly the photos that can be bought, on the side the editors chose', async () => {
    const { shopViewerPanel } = await import('@/commerce/viewerSource')
    // As the viewer's data route reads a published gallery: its items with their pricelists.
    const stored = async (slug: string) => (await ctx.payload.find({ collection: 'galleries', where: { slug: { equals: slug } }, depth: 2, limit: 1, overrideAccess: true })).docs[0]!
    const walked = photos.map((id) => ({ id, kind: 'image' as const }))
    // The gallery's pricelist sells every still photo; what is not a photo of the gallery is never offered.
    const prints = await shopViewerPanel(ctx.payload, catalog, await stored('prints'), [...walked, { id: 424242, kind: 'clip' }, { id: 424243, kind: 'embed' }])
    expect(prints).toMatchObject({ name: 'shop', position: 'right', photoIds: photos })
    expect(prints!.labels).toMatchObject({ buyPrints: 'Buy prints and downloads', hideShop: 'Hide shop' })
    expect((await shopViewerPanel(ctx.payload, catalog, await stored('free'), walked))!.photoIds).toEqual([])
    // Without a gallery pricelist, a photo with its own is for sale; the panel opens where the settings say.
    await ctx.payload.update({ collection: 'media', id: photos[1]!, data: { pricelist: pricelistId }, context })
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { shop: { panelPosition: 'left' } }, context })
    try {
      expect(await shopViewerPanel(ctx.payload, catalog, await stored('free'), walked)).toMatchObject({ position: 'left', photoIds: [photos[1]] })
      await ctx.payload.updateGlobal({ slug: 'site-settings', data: { features: { shop: false } }, context })
      expect(await shopViewerPanel(ctx.payload, catalog, await stored('prints'), walked)).toBeNull()
    } finally {
      await ctx.payload.update({ collection: 'media', id: photos[1]!, data: { pricelist: null }, context })
      await ctx.payload.updateGlobal({ slug: 'site-settings', data: { features: { shop: true }, shop: { panelPosition: 'right' } }, context })
    }
  })

  it('keeps carts apart: a forged cookie is no cart, and another visitor’s line cannot be changed', async () => {
    const mine = cookiesOf(await add(print({ quantity: 1 })))
    const theirs = cookiesOf(await add(print({ quantity: 3 })))
    const theirCart = await cartOf(theirs)
    const forged = mine.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`)
    expect(await cartOf(forged)).toBeNull()
    const response = await cartLines.changeLine(ctx.payload, request(`/cart/items/${theirCart!.lines[0]!.key}`, { body: { quantity: 9 }, cookie: mine, headers: { accept: 'application/json' } }), theirCart!.lines[0]!.key)
    expect(response.status).toBe(404)
    expect((await cartOf(theirs))!.lines[0]!.quantity).toBe(3)
    // Their own change works, within 1…999.
    const bad = await cartLines.changeLine(ctx.payload, request(`/cart/items/x`, { form: { quantity: '0' }, cookie: theirs }), theirCart!.lines[0]!.key)
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toContain('/cart?problem=')
    const good = await cartLines.changeLine(ctx.payload, request(`/cart/items/x`, { form: { quantity: '5' }, cookie: theirs }), theirCart!.lines[0]!.key)
    expect(good.headers.get('location')).toBe('/cart')
    expect((await cartOf(theirs))!.lines[0]!.quantity).toBe(5)
    const removed = await cartLines.changeLine(ctx.payload, request(`/cart/items/x`, { form: { action: 'remove' }, cookie: theirs }), theirCart!.lines[0]!.key)
    expect(removed.status).toBe(303)
    expect((await cartOf(theirs))!.lines).toEqual([])
  })

  it('places a bank-transfer order whose lines and prices never change, e-mails it, and opens it only with its token', async () => {
    const cookie = cookiesOf(await add(print({ quantity: 1 })))
    const downloadsAdded = await add({ gallery: 'prints', photo: photos[1], type: 'downloads', downloads: [{ id: downloads[0] }, { id: downloads[1] }] }, cookie)
    expect((await downloadsAdded.json()).products_in_cart).toBe(3)

    const invalid = await place({ ...buyer, email: 'not-an-address', billing: { ...buyer.billing, country: 'Great Britain' } }, cookie)
    expect(invalid.response.status).toBe(400)
    const problems = await invalid.response.json()
    expect(problems.errors).toMatchObject({ email: expect.any(String), 'billing.country': 'Please choose a country from the list.', licence: expect.stringContaining('required') })
    expect(await ctx.payload.count({ collection: 'orders', overrideAccess: true })).toMatchObject({ totalDocs: 0 })

    // Robots: no proof of work, a forged one, or the hidden field filled: refused in words, nothing stored.
    const missing = await place({ ...buyer, licence: true, altcha: undefined }, cookie)
    expect(missing.response.status).toBe(400)
    expect((await missing.response.json()).message).toBe('Please wait until the spam check has finished, then send again.')
    expect((await place({ ...buyer, licence: true, altcha: Buffer.from('{"forged":true}').toString('base64') }, cookie)).response.status).toBe(400)
    expect((await place({ ...buyer, licence: true, website: 'https://spam.example' }, cookie)).response.status).toBe(400)
    expect(await ctx.payload.count({ collection: 'orders', overrideAccess: true })).toMatchObject({ totalDocs: 0 })

    const placed = await place({ ...buyer, licence: true, method: 'bank', total: 1, subtotal: 1, currency: 'USD' }, cookie)
    expect(placed.response.status).toBe(201)
    const { redirect, order: number } = await placed.response.json()
    expect(redirect).toMatch(/^\/orders\/\d+\?token=[A-Za-z0-9_-]{43}$/)
    const id = Number(/\/orders\/(\d+)/.exec(redirect)![1])
    const stored = await order(id)
    expect(stored).toMatchObject({ number, status: 'pending', paymentMethod: 'bank', currency: 'EUR', subtotal: 4750 + 400 + 1200, shipping: 490, total: 4750 + 400 + 1200 + 490, ships: true })
    expect(stored.lines!.map((line) => [line.kind, line.product, line.quantity, line.unitPrice])).toEqual([
      ['product', 'Fine art print', 1, 4750],
      ['download', 'Web', 1, 400],
      ['download', 'Full', 1, 1200],
    ])
    expect((await cartOf(cookie))!.lines).toEqual([])

    // A later price change leaves the order alone.
    const before = await ctx.payload.findByID({ collection: 'pricelists', id: pricelistId, depth: 0 })
    await ctx.payload.update({ collection: 'pricelists', id: pricelistId, data: { products: [] , sellProducts: false }, context })
    expect((await order(id)).lines![0]!.unitPrice).toBe(4750)

    await runMail()
    const confirmation = await smtp.waitFor((mail) => mail.subject === `Your order ${number} at Atrium`)
    expect(confirmation.text).toContain('IBAN GB00 TEST')
    expect(confirmation.text).toContain(`Reference: ${number}`)
    expect(confirmation.text).toContain(`${SITE}${redirect}`)
    // Whatever a visitor typed (their name, the printer's note) stays out of the mail to the address
    // they typed: the site's mail carries no stranger's words. The shop's own notice has them.
    expect(confirmation.text).not.toContain('For Ada')
    expect(confirmation.text).not.toContain('Ada Lovelace')
    expect(confirmation.text).toContain('Fine art print')
    const notice = await smtp.waitFor((mail) => mail.subject?.startsWith(`New order ${number}`) === true && JSON.stringify(mail.to).includes('orders@atrium.test'))
    expect(notice.text).toContain('For Ada')

    const token = new URL(redirect, SITE).searchParams.get('token')!
    expect(await orders.orderForToken(ctx.payload, String(id), token)).not.toBeNull()
    expect(await orders.orderForToken(ctx.payload, String(id), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(await orders.orderForToken(ctx.payload, String(id), undefined)).toBeNull()
    expect(await orders.orderForToken(ctx.payload, String(id + 1), token)).toBeNull()

    // No links before payment.
    const { deliveryLinks } = await import('@/commerce/deliveries')
    expect(deliveryLinks(stored, 7)).toEqual([])

    // An editor marks it paid: history, an e-mail with the download links.
    const editor = await ctx.payload.create({ collection: 'users', data: { email: 'editor@atrium.test', password: 'correct horse battery', name: 'Editor', roles: ['editor'] }, context })
    await ctx.payload.update({ collection: 'orders', id, data: { status: 'paid', paymentReference: 'BANK-42' }, user: editor, overrideAccess: false, context })
    const paid = await order(id)
    expect(paid.history!.at(-1)).toMatchObject({ from: 'pending', to: 'paid', by: editor.email })
    expect(paid.linksIssuedAt).toBeTruthy()
    await runMail()
    const paidMail = await smtp.waitFor((mail) => mail.subject === `Your order ${number}: Paid`)
    const links = [...(paidMail.text ?? '').matchAll(/\/orders\/\d+\/downloads\/[^\s]+/g)].map((match) => match[0])
    expect(links).toHaveLength(2)

    // The bought size: longest side 800, no metadata (GPS gone), no watermark.
    const web = new URL(links[0]!, SITE)
    const lineKey = web.pathname.split('/').pop()!
    const file = await orders.deliver(ctx.payload, request(`${web.pathname}${web.search}`), String(id), lineKey)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await file.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([800, 500])
    expect(meta.exif).toBeUndefined()
    // Larger than the original: never enlarged.
    const full = new URL(links[1]!, SITE)
    const fullFile = await orders.deliver(ctx.payload, request(`${full.pathname}${full.search}`), String(id), full.pathname.split('/').pop()!)
    expect((await sharp(Buffer.from(await fullFile.arrayBuffer())).metadata()).width).toBe(1600)

    // A tampered signature, another line's signature, a wrong token: refused.
    const tampered = new URL(web)
    tampered.searchParams.set('expires', String(Number(web.searchParams.get('expires')) + 1))
    expect((await orders.deliver(ctx.payload, request(`${tampered.pathname}${tampered.search}`), String(id), lineKey)).status).toBe(403)
    const otherToken = new URL(web)
    otherToken.searchParams.set('token', 'x'.repeat(43))
    expect((await orders.deliver(ctx.payload, request(`${otherToken.pathname}${otherToken.search}`), String(id), lineKey)).status).toBe(404)

    // Re-issued links replace the old ones.
    const staffRequest = (path: string) => request(path, { method: 'POST', headers: { authorization: `JWT ${undefined}` } })
    expect((await orders.reissueLinks(ctx.payload, staffRequest(`/shop/orders/${id}/reissue`), String(id))).status).toBe(401)
    const { token: jwt } = await ctx.payload.login({ collection: 'users', data: { email: editor.email, password: 'correct horse battery' } })
    const reissued = await orders.reissueLinks(ctx.payload, request(`/shop/orders/${id}/reissue`, { method: 'POST', headers: { authorization: `JWT ${jwt}` } }), String(id))
    expect(reissued.status).toBe(200)
    expect((await orders.deliver(ctx.payload, request(`${web.pathname}${web.search}`), String(id), lineKey)).status).toBe(403)
    await runMail()
    await smtp.waitFor((mail) => mail.subject === `New download links for your order ${number}`)
    // Staff only: the CSV of orders.
    expect((await orders.exportOrders(ctx.payload, request('/shop/orders/export'))).status).toBe(401)
    const csv = await orders.exportOrders(ctx.payload, request('/shop/orders/export', { headers: { authorization: `JWT ${jwt}` } }))
    expect(await csv.text()).toContain(`"${number}"`)
    await ctx.payload.update({ collection: 'pricelists', id: pricelistId, data: { sellProducts: true, products: before.products }, context })
  })

  it('pays by card through Stripe Checkout: only a signed, fresh webhook for the right amount marks the order paid, once', async () => {
    const cookie = cookiesOf(await add(print({ quantity: 1 })))
    const placed = await place({ ...buyer, method: 'stripe' }, cookie)
    expect(placed.response.status).toBe(201)
    const { redirect, order: number } = await placed.response.json()
    expect(redirect).toMatch(new RegExp(`^${stripe.baseUrl}/pay/cs_test_`))
    const sessionId = redirect.split('/').pop()
    const session = stripe.sessions.get(sessionId)!
    const id = Number(session.metadata.orderId)
    const stored = await order(id)
    expect(stored).toMatchObject({ number, status: 'pending', paymentMethod: 'stripe', stripeSession: sessionId })
    // What Stripe was asked to charge is the order's total, in its currency.
    expect(session.amount_total).toBe(stored.total)
    expect(session.currency).toBe('eur')
    expect(stripe.requests.find((entry) => entry.path === '/v1/checkout/sessions')!.headers['idempotency-key']).toBe(`atrium-order-${id}-${stored.total}`)

    const post = (event: { body: string; signature: string }) => orders.stripeWebhook(ctx.payload, new Request(`${SITE}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.body }))
    stripe.complete(sessionId)
    const paidSession = stripe.sessions.get(sessionId)!
    // Forged (another secret), tampered body, and late (older than 5 minutes): refused, nothing changes.
    expect((await post(stripe.signedEvent('checkout.session.completed', paidSession, { secret: 'whsec_someone_else' }))).status).toBe(400)
    const genuine = stripe.signedEvent('checkout.session.completed', paidSession)
    expect((await post({ body: genuine.body.replace(String(paidSession.amount_total), '1'), signature: genuine.signature })).status).toBe(400)
    expect((await post(stripe.signedEvent('checkout.session.completed', paidSession, { at: Math.floor(Date.now() / 1000) - 10 * 60 }))).status).toBe(400)
    // Signed ten minutes ahead: as suspect as a late one.
    expect((await post(stripe.signedEvent('checkout.session.completed', paidSession, { at: Math.floor(Date.now() / 1000) + 10 * 60 }))).status).toBe(400)
    // Signed with the right secret but not Stripe's shape: a 400 in words, not a 500.
    for (const body of ['{}', '{"id":"evt_1","type":"checkout.session.completed"}', '{"id":"evt_2","type":"checkout.session.completed","data":{"object":{"amount_total":1}}}', '[1,2]']) {
      const malformed = await post({ body, signature: signStripePayload(body, WEBHOOK_SECRET) })
      expect(malformed.status, body).toBe(400)
      expect((await malformed.json()).error, body).toMatch(/signature|not one Stripe sends/)
    }
    expect((await order(id)).status).toBe('pending')

    const first = await post(genuine)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ received: true, result: 'paid' })
    const paid = await order(id)
    expect(paid).toMatchObject({ status: 'paid', paymentReference: paidSession.payment_intent })
    const history = paid.history!.length
    // A replay, and an expiry that arrives after the payment, change nothing.
    expect(await (await post(genuine)).json()).toMatchObject({ duplicate: true })
    const late = await post(stripe.signedEvent('checkout.session.expired', { ...paidSession, status: 'expired' }))
    expect(await late.json()).toMatchObject({ result: 'unchanged' })
    expect((await order(id)).history!.length).toBe(history)
    expect((await order(id)).status).toBe('paid')
  })

  it('leaves a card order pending when Stripe reports another amount, and reconciles a payment whose webhook never came', async () => {
    const { reconcileStripeOrders } = await import('@/commerce/stripe')
    const cookie = cookiesOf(await add(print({ quantity: 1 })))
    const { redirect } = await (await place({ ...buyer, method: 'stripe' }, cookie)).response.json()
    const sessionId = redirect.split('/').pop()
    const id = Number(stripe.sessions.get(sessionId)!.metadata.orderId)
    const wrong = { ...stripe.complete(sessionId), amount_total: 1 }
    const event = stripe.signedEvent('checkout.session.completed', wrong)
    const mismatch = await orders.stripeWebhook(ctx.payload, new Request(`${SITE}/webhooks/stripe`, { method: 'POST', headers: { 'stripe-signature': event.signature }, body: event.body }))
    expect(await mismatch.json()).toMatchObject({ result: 'amount mismatch' })
    expect((await order(id)).status).toBe('pending')
    // The server was down when Stripe called: the start-up check asks Stripe and catches up.
    expect(await reconcileStripeOrders(ctx.payload)).toBe(1)
    expect((await order(id)).status).toBe('paid')
    expect(await reconcileStripeOrders(ctx.payload)).toBe(0)
  })

  it('expires download links after the configured days', async () => {
    const { checkDeliveryLink, deliveryLinks } = await import('@/commerce/deliveries')
    const { docs } = await ctx.payload.find({ collection: 'orders', where: { and: [{ status: { equals: 'paid' } }, { paymentMethod: { equals: 'bank' } }] }, overrideAccess: true, depth: 0, limit: 1 })
    const paid = { ...docs[0]!, linksIssuedAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() }
    const [link] = deliveryLinks(paid, 7)
    const url = new URL(link!.url, SITE)
    expect(checkDeliveryLink(paid, link!.key, url.searchParams)).toEqual({ ok: false, status: 410 })
  })
})
