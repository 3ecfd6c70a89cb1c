import type { BwgShop } from './source'

/**
 * The ecommerce add-on's pricelists as our pricelists: its "manual" section (prints and products,
 * with parameters whose values change the price) becomes one product, its "downloads" section the
 * download sizes, and its tax and shipping settings ours. Parameter types are the add-on's codes:
 * 1 single value, 2 input, 3 textarea, 4 select, 5 radio, 6 checkboxes.
 */
const CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN'])
const TYPES: Record<number, 'fixed' | 'text' | 'textarea' | 'select' | 'radio' | 'checkboxes'> = { 1: 'fixed', 2: 'text', 3: 'textarea', 4: 'select', 5: 'radio', 6: 'checkboxes' }

const text = (row: Record<string, unknown>, key: string, max: number) => String(row[key] ?? '').replace(/<[^>]*>/g, '').trim().slice(0, max)
const amount = (value: unknown) => {
  const number = Math.abs(Number(value))
  return Number.isFinite(number) ? number.toFixed(2) : '0.00'
}
const flag = (value: unknown) => value === 1 || value === '1' || value === true

/** The shop's currency from the add-on's options (name "currency"), when it is one we sell in. */
export function shopCurrency(shop: BwgShop): string {
  const option = shop.options.find((row) => String(row.name ?? '').toLowerCase() === 'currency')
  const code = String(option?.value ?? '').trim().toUpperCase()
  return CURRENCIES.has(code) ? code : 'EUR'
}

export function pricelistData(shop: BwgShop, row: Record<string, unknown>): Record<string, unknown> {
  const id = Number(row.id)
  const sections = String(row.sections ?? '').split(',').map((part) => part.trim())
  const parameterRows = shop.pricelistParameters.filter((entry) => Number(entry.pricelist_id) === id)
  type Parameter = { name: string; type: string; required: boolean; value?: string; choices?: { label: string; change: string }[] }
  const parameters = [...new Set(parameterRows.map((entry) => Number(entry.parameter_id)))].flatMap((parameterId): Parameter[] => {
    const definition = shop.parameters.find((entry) => Number(entry.id) === parameterId)
    const type = TYPES[Number(definition?.type)] ?? 'select'
    const values = parameterRows.filter((entry) => Number(entry.parameter_id) === parameterId)
    const name = (definition ? text(definition, 'title', 80) : '') || `Option ${parameterId}`
    if (type === 'fixed') return [{ name, type, required: false, value: text(values[0] ?? {}, 'parameter_value', 200) }]
    if (type === 'text' || type === 'textarea') return [{ name, type, required: false }]
    const choices = values
      .filter((entry) => text(entry, 'parameter_value', 120))
      .slice(0, 50)
      .map((entry) => ({ label: text(entry, 'parameter_value', 120), change: `${String(entry.parameter_value_price_sign ?? '+').trim() === '-' && Number(entry.parameter_value_price) ? '-' : ''}${amount(entry.parameter_value_price)}` }))
    return choices.length ? [{ name, type, required: true, choices }] : []
  })
  const downloads = shop.items
    .filter((entry) => Number(entry.pricelist_id) === id)
    .slice(0, 20)
    .map((entry) => ({ name: text(entry, 'item_name', 80) || 'Download', longestSide: Math.min(20000, Math.max(100, Math.round(Number(entry.item_longest_dimension)) || 1200)), price: amount(entry.item_price) }))
  const international = flag(row.enable_international_shipping)
  const taxRate = Number(row.tax_rate)
  return {
    title: text(row, 'title', 120) || `Pricelist ${id}`,
    currency: shopCurrency(shop),
    taxRate: Number.isFinite(taxRate) && taxRate >= 0 && taxRate <= 100 ? String(Math.round(taxRate * 100) / 100) : '0',
    // The add-on adds tax on top of its prices.
    pricesIncludeTax: false,
    sellProducts: sections.includes('manual'),
    products: sections.includes('manual') ? [{ name: text(row, 'manual_title', 120) || text(row, 'title', 120) || 'Print', price: amount(row.price), description: text(row, 'manual_description', 1000) || undefined, ships: true, parameters: parameters.slice(0, 20) }] : [],
    sellDownloads: sections.includes('downloads') && downloads.length > 0,
    downloadMode: 'checkbox',
    downloads,
    licence: flag(row.display_license) ? 'As agreed on the old site; ask us for the licence terms.' : undefined,
    shipping: {
      mode: /quantity|item/i.test(String(row.shipping_type ?? '')) ? 'perItem' : 'flat',
      domestic: amount(row.shipping_price),
      international: amount(international ? row.international_shipping_price : row.shipping_price),
    },
    legacyId: id,
  }
}
