import { divideRounded, type Currency } from './money'

/**
 * The pricing rules, one module for the shop panel (its live total) and the server (which alone
 * decides what anything costs: whatever a browser sends as a price or total is never read).
 */

export const PARAMETER_TYPES = ['fixed', 'text', 'textarea', 'select', 'radio', 'checkboxes'] as const
export type ParameterType = (typeof PARAMETER_TYPES)[number]

export type Choice = { id: string; label: string; change: number }
export type Parameter = { id: string; name: string; type: ParameterType; value: string | null; required: boolean; choices: Choice[] }
export type Product = { id: string; name: string; description: string | null; price: number; ships: boolean; parameters: Parameter[] }
export type DownloadItem = { id: string; name: string; longestSide: number; price: number }

/** A pricelist as the shop panel and the server's rules see it (prices in minor units). */
export type PublicPricelist = {
  id: number
  title: string
  currency: Currency
  products: Product[]
  downloads: DownloadItem[]
  downloadMode: 'checkbox' | 'count'
  licence: string | null
  /** Basis points (2000 = 20 %). */
  taxRate: number
  pricesIncludeTax: boolean
  shipping: { mode: 'flat' | 'perItem'; domestic: number; international: number; country: string | null }
}

export const MAX_QUANTITY = 999
export const MAX_TEXT = 500

/** What a visitor chose for one parameter: text, one choice id, or several. */
export type ParameterValue = string | string[]
export type Choices = Record<string, ParameterValue>

/** The seed's rule for the panel's quantity box: 0 or less (or nothing) becomes 1; at most 999. */
export function panelQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  if (!Number.isFinite(number) || number < 1) return 1
  return Math.min(MAX_QUANTITY, Math.floor(number))
}

/** A quantity the server accepts: a whole JSON number 1…999 (not "2", not 1e9, not 0). */
export const isQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY

export type ChoiceProblem = { parameter: string; message: 'required' | 'choice' | 'tooLong' | 'singleLine' | 'unknown' }

/**
 * Checks a visitor's parameter choices against the product and returns them cleaned (only known
 * parameters, values among the choices, free text capped), or the first problem.
 */
export function checkChoices(product: Product, raw: unknown): { ok: true; choices: Choices } | { ok: false; problem: ChoiceProblem } {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  for (const key of Object.keys(given)) {
    if (!product.parameters.some((parameter) => parameter.id === key)) return { ok: false, problem: { parameter: key, message: 'unknown' } }
  }
  const choices: Choices = {}
  for (const parameter of product.parameters) {
    const value = given[parameter.id]
    const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
    if (parameter.type === 'fixed') continue
    if (empty) {
      if (parameter.required) return { ok: false, problem: { parameter: parameter.id, message: 'required' } }
      continue
    }
    if (parameter.type === 'text' || parameter.type === 'textarea') {
      if (typeof value !== 'string') return { ok: false, problem: { parameter: parameter.id, message: 'choice' } }
      const text = value.trim()
      if (text.length > MAX_TEXT) return { ok: false, problem: { parameter: parameter.id, message: 'tooLong' } }
      if (parameter.type === 'text' && /[\r\n]/.test(text)) return { ok: false, problem: { parameter: parameter.id, message: 'singleLine' } }
      if (text === '') {
        if (parameter.required) return { ok: false, problem: { parameter: parameter.id, message: 'required' } }
        continue
      }
      choices[parameter.id] = text
    } else if (parameter.type === 'checkboxes') {
      if (!Array.isArray(value) || value.length > parameter.choices.length) return { ok: false, problem: { parameter: parameter.id, message: 'choice' } }
      const ids = [...new Set(value)]
      if (!ids.every((id) => typeof id === 'string' && parameter.choices.some((choice) => choice.id === id))) return { ok: false, problem: { parameter: parameter.id, message: 'choice' } }
      choices[parameter.id] = parameter.choices.filter((choice) => ids.includes(choice.id)).map((choice) => choice.id)
    } else {
      if (typeof value !== 'string' || !parameter.choices.some((choice) => choice.id === value)) return { ok: false, problem: { parameter: parameter.id, message: 'choice' } }
      choices[parameter.id] = value
    }
  }
  return { ok: true, choices }
}

/** One unit of a product with these choices: its base price plus or minus each chosen option (never below 0). */
export function unitPrice(product: Product, choices: Choices): number {
  let price = product.price
  for (const parameter of product.parameters) {
    const value = choices[parameter.id]
    if (value === undefined) continue
    const ids = Array.isArray(value) ? value : [value]
    for (const choice of parameter.choices) if (ids.includes(choice.id)) price += choice.change
  }
  return Math.max(0, price)
}

/** The chosen parameters in words, as a cart line, an order and an e-mail show them. */
export function describeChoices(product: Product, choices: Choices): { name: string; value: string }[] {
  const described: { name: string; value: string }[] = []
  for (const parameter of product.parameters) {
    if (parameter.type === 'fixed') {
      if (parameter.value) described.push({ name: parameter.name, value: parameter.value })
      continue
    }
    const value = choices[parameter.id]
    if (value === undefined) continue
    if (parameter.type === 'text' || parameter.type === 'textarea') described.push({ name: parameter.name, value: String(value) })
    else {
      const ids = Array.isArray(value) ? value : [value]
      described.push({ name: parameter.name, value: parameter.choices.filter((choice) => ids.includes(choice.id)).map((choice) => choice.label).join(', ') })
    }
  }
  return described
}

/** A priced line, from whichever pricelist it came. */
export type PricedLine = { total: number; quantity: number; ships: boolean; pricelist: Pick<PublicPricelist, 'id' | 'taxRate' | 'pricesIncludeTax' | 'shipping'> }

export type Totals = { subtotal: number; tax: number; shipping: number; total: number; taxIncluded: boolean; ships: boolean }

/**
 * Totals of priced lines: tax per line at its pricelist's rate (contained in the price, or added to
 * it), shipping per pricelist for the lines that ship (flat once, or per item), domestic unless the
 * address is abroad. Shipping is not taxed.
 */
export function totals(lines: readonly PricedLine[], { abroad = () => false }: { abroad?: (pricelist: PricedLine['pricelist']) => boolean } = {}): Totals {
  let subtotal = 0
  let tax = 0
  let added = 0
  let shipping = 0
  const shipped = new Map<number, { pricelist: PricedLine['pricelist']; items: number }>()
  for (const line of lines) {
    subtotal += line.total
    const rate = line.pricelist.taxRate
    if (line.pricelist.pricesIncludeTax) tax += divideRounded(line.total * rate, 10_000 + rate)
    else {
      const lineTax = divideRounded(line.total * rate, 10_000)
      tax += lineTax
      added += lineTax
    }
    if (line.ships) {
      const entry = shipped.get(line.pricelist.id) ?? { pricelist: line.pricelist, items: 0 }
      entry.items += line.quantity
      shipped.set(line.pricelist.id, entry)
    }
  }
  for (const { pricelist, items } of shipped.values()) {
    const rate = abroad(pricelist) ? pricelist.shipping.international : pricelist.shipping.domestic
    shipping += pricelist.shipping.mode === 'perItem' ? rate * items : rate
  }
  const taxIncluded = lines.length > 0 && lines.every((line) => line.pricelist.pricesIncludeTax)
  return { subtotal, tax, shipping, total: subtotal + added + shipping, taxIncluded, ships: shipped.size > 0 }
}

/** Whether an address in this country is abroad for the pricelist (no home country set: everything is domestic). */
export const isInternational = (pricelist: Pick<PublicPricelist, 'shipping'>, country: string | null | undefined): boolean =>
  Boolean(pricelist.shipping.country && country && pricelist.shipping.country.toUpperCase() !== country.toUpperCase())

