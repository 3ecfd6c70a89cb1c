import path from 'node:path'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

import type autocannon from 'autocannon'

import { CONNECTIONS, headersFor, solvedAt, steadyLoad } from './benchEngagement'
import { launchBenchBrowser } from './benchSite'

/**
 * Issue 27's budgets: "Add to cart" p99 ≤ 100 ms and "Place order" p99 ≤ 300 ms at 20 clients, on
 * the demo's "Life at Atrium" prints; and the shop panel's code loaded only when the panel opens.
 * Every client has its own cart (cookie); every order empties a cart filled beforehand.
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void
type Offer = { pricelist: { products: { id: string; parameters: { id: string; type: string; choices: { id: string }[]; required: boolean }[] }[]; downloads: { id: string }[] } }

const GALLERY = 'life-at-atrium'
const ms = (value: number) => `${Math.round(value)} ms`

const cartCookie = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((cookie) => cookie.startsWith('atrium_cart='))!

/**
 * Add to cart as many clients do it: a print of one of the demo's photos with its required choices
 * made, each client (cookie) adding to its own cart. `adding` makes autocannon's requests.
 */
export async function addToCartLoad(base: string, clients = CONNECTIONS) {
  const photos = ((await (await fetch(`${base}/api/galleries?where[slug][equals]=${GALLERY}&depth=0`)).json()) as { docs: { items: number[] }[] }).docs[0]!.items
  const offer = (await (await fetch(`${base}/shop/photos/${GALLERY}/${photos[0]}`)).json()) as Offer
  const product = offer.pricelist.products[0]!
  // Every required parameter chosen (the first choice), one optional checkbox ticked.
  const parameters = Object.fromEntries(
    product.parameters.filter((parameter) => parameter.choices.length && (parameter.required || parameter.type === 'checkboxes')).map((parameter) => [parameter.id, parameter.type === 'checkboxes' ? [parameter.choices[0]!.id] : parameter.choices[0]!.id]),
  )
  let n = 0
  const body = () => JSON.stringify({ gallery: GALLERY, photo: photos[n++ % photos.length], type: 'products', product: product.id, parameters, quantity: 1 })
  const addOnce = async (cookie?: string) => {
    const response = await fetch(`${base}/cart/add`, { method: 'POST', headers: { ...headersFor(), ...(cookie ? { cookie } : {}) }, body: body() })
    if (!response.ok) throw new Error(`Add to cart failed: ${response.status} ${await response.text()}`)
    return cookie ?? cartCookie(response)
  }
  const carts = await Promise.all(Array.from({ length: clients }, () => addOnce()))
  let c = 0
  const adding: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: '/cart/add', headers: { ...headersFor(), cookie: carts[c++ % carts.length]! }, body: body() })
  return { photos, offer, addOnce, adding }
}

export async function benchShop(base: string, add: Add): Promise<void> {
  // One cart per client, then each client keeps adding to its own.
  const { photos, offer, addOnce, adding } = await addToCartLoad(base)
  console.log(`Load test: add to cart, ${CONNECTIONS} connections, 10 s…`)
  const added = await steadyLoad(base, adding, { duration: 10 })
  add('Add to cart p99 at 20 clients (server prices the choice, cart stored)', `${ms(added.p99)} (p50 ${ms(added.p50)}, ${Math.round(added.perSecond)} req/s, ${added.failed} failed)`, '≤ 100 ms', added.p99 <= 100 && added.failed === 0)

  // Orders: a filled cart for each (two lines: a print and a download), placed by bank transfer.
  const measured = 200
  const total = measured + CONNECTIONS * 2
  console.log(`Load test: place order — filling ${total} carts first…`)
  const full: string[] = []
  for (let i = 0; i < total; i += 10) {
    full.push(...(await Promise.all(Array.from({ length: Math.min(10, total - i) }, () => addOnce()))))
  }
  const download = offer.pricelist.downloads[0]
  if (download) {
    for (let i = 0; i < full.length; i += 10) {
      await Promise.all(full.slice(i, i + 10).map((cookie) => fetch(`${base}/cart/add`, { method: 'POST', headers: { ...headersFor(), cookie }, body: JSON.stringify({ gallery: GALLERY, photo: photos[0], type: 'downloads', downloads: [{ id: download.id }] }) })))
    }
  }
  // The checkout page's script always sends a solved spam check (each is good once): solved before
  // the load, so solving is not counted in the orders' latency.
  const solutions: string[] = []
  for (let i = 0; i < total; i += 10) solutions.push(...(await Promise.all(Array.from({ length: Math.min(10, total - i) }, () => solvedAt(base, '/forms/challenge')))))
  let o = 0
  const placing: autocannon.Request['setupRequest'] = (request) => {
    const i = o++
    return {
      ...request,
      path: '/checkout/place',
      headers: { ...headersFor(), accept: 'application/json', cookie: full[i % full.length]! },
      body: JSON.stringify({ name: `Bench buyer ${i}`, email: `buyer${i}@example.org`, billing: { line1: `${i} Bench Street`, postalCode: 'LS1 1AA', city: 'Leeds', country: 'GB' }, sameAsBilling: true, method: 'bank', licence: true, altcha: solutions[i % solutions.length] }),
    }
  }
  console.log(`Load test: ${measured} orders placed, ${CONNECTIONS} connections…`)
  const placed = await steadyLoad(base, placing, { amount: total })
  add('Place order p99 at 20 clients (bank transfer; order stored, cart emptied, mail queued)', `${ms(placed.p99)} (p50 ${ms(placed.p50)}, ${placed.counted} answers, ${placed.failed} failed)`, '≤ 300 ms', placed.p99 <= 300 && placed.failed === 0)

  // The shop panel's code: not loaded with the viewer, fetched when "Buy prints and downloads" is pressed.
  const browser = await launchBenchBrowser()
  try {
    const page = await browser.newPage()
    const scripts: { bytes: number; afterOpen: boolean; shop: boolean }[] = []
    let opened = false
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const text = await response.body().catch(() => Buffer.alloc(0))
      scripts.push({ bytes: text.byteLength, afterOpen: opened, shop: text.includes('/cart/add') })
    })
    await page.goto(`${base}/galleries/${GALLERY}/photos/${photos[0]}`, { waitUntil: 'networkidle' })
    // The live viewer takes the server's viewer's place at the visitor's first input.
    await page.mouse.move(10, 10)
    await page.mouse.move(20, 20)
    await page.getByRole('dialog', { name: 'Photo viewer' }).getByRole('button', { name: 'Buy prints and downloads' }).waitFor()
    await page.waitForLoadState('networkidle')
    opened = true
    await page.getByRole('button', { name: 'Buy prints and downloads' }).click()
    await page.getByRole('complementary', { name: 'Shop' }).getByRole('button', { name: 'Add to cart' }).waitFor()
    await page.waitForLoadState('networkidle')
    const before = scripts.filter((script) => !script.afterOpen && script.shop).length
    const after = scripts.filter((script) => script.afterOpen)
    const bytes = after.reduce((sum, script) => sum + script.bytes, 0)
    add('Shop panel code: with the viewer / fetched when the panel opens', `${before} chunks / ${after.length} chunk(s), ${(bytes / 1024).toFixed(1)} KB`, 'when opened only', before === 0 && after.some((script) => script.shop))
  } finally {
    await browser.close()
  }
}

const ROW_PREFIX = 'bench-row '

/** In a process of its own, as the other load tests (the load generator's pauses are not the server's). */
export async function benchShopApart(base: string, add: Add): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), base], { stdio: ['ignore', 'pipe', 'inherit'] })
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith(ROW_PREFIX)) add(...(JSON.parse(line.slice(ROW_PREFIX.length)) as Parameters<Add>))
    else console.log(line)
  }
  if ((await closed) !== 0) throw new Error('The shop load test failed')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [base] = process.argv.slice(2)
  if (!base) throw new Error('Usage: benchShop.ts <base URL>')
  await benchShop(base, (...row) => console.log(ROW_PREFIX + JSON.stringify(row)))
}
