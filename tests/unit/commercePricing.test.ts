import { describe, expect, it } from 'vitest'

import { formatMoney, parseMoney, parseRate } from '@/commerce/money'
import { checkChoices, isQuantity, panelQuantity, totals, unitPrice, type Product, type PricedLine } from '@/commerce/pricing'

/** The pricing rules the shop panel shows and the server enforces: integer money, parameter choices, tax and shipping. */
const product: Product = {
  id: 'p',
  name: 'Print',
  description: null,
  price: 2500,
  ships: true,
  parameters: [
    { id: 'size', name: 'Size', type: 'select', value: null, required: true, choices: [{ id: 's', label: 'Small', change: 0 }, { id: 'l', label: 'Large', change: 1500 }] },
    { id: 'extras', name: 'Extras', type: 'checkboxes', value: null, required: false, choices: [{ id: 'm', label: 'Mount', change: 800 }, { id: 'd', label: 'Discount', change: -5000 }] },
    { id: 'note', name: 'Note', type: 'textarea', value: null, required: false, choices: [] },
    { id: 'paper', name: 'Paper', type: 'fixed', value: 'Rag', required: false, choices: [] },
  ],
}

describe('money', () => {
  it('reads amounts digit by digit into minor units, never through floats', () => {
    expect(parseMoney('12.5')).toBe(1250)
    expect(parseMoney('0.07')).toBe(7)
    expect(parseMoney('1,99')).toBe(199)
    expect(parseMoney('-2.50', { signed: true })).toBe(-250)
    expect(parseMoney('-2.50')).toBeNull()
    expect(parseMoney('1.234')).toBeNull()
    expect(parseMoney('1e3')).toBeNull()
    expect(parseMoney('')).toBeNull()
    expect(parseMoney('0.1')! + parseMoney('0.2')!).toBe(30)
    expect(parseRate('7.5')).toBe(750)
    expect(parseRate('101')).toBeNull()
  })

  it('formats prices with 2 decimals and thousands separators in the currency (the seed’s rule)', () => {
    expect(formatMoney(123456789, 'EUR')).toBe('€1,234,567.89')
    expect(formatMoney(5, 'GBP')).toBe('£0.05')
  })
})

describe('quantities', () => {
  it('turns 0 or less (or nothing) into 1 in the panel, and caps at 999', () => {
    expect([panelQuantity(0), panelQuantity(-3), panelQuantity(''), panelQuantity('abc'), panelQuantity('4'), panelQuantity(5000)]).toEqual([1, 1, 1, 1, 4, 999])
  })
  it('accepts only whole JSON numbers 1…999 on the server', () => {
    expect([1, 999].every(isQuantity)).toBe(true)
    expect([0, -1, 1000, 1e9, 2.5, '2', null, Number.NaN].some(isQuantity)).toBe(false)
  })
})

describe('parameter choices', () => {
  it('adds and subtracts each chosen option, never below zero', () => {
    expect(unitPrice(product, { size: 'l', extras: ['m'] })).toBe(2500 + 1500 + 800)
    expect(unitPrice(product, { size: 's', extras: ['d'] })).toBe(0)
  })
  it('cleans choices: drops empty optional ones, orders checkboxes, refuses what is not offered', () => {
    expect(checkChoices(product, { size: 'l', extras: ['m', 'm'], note: '  hi  ' })).toEqual({ ok: true, choices: { size: 'l', extras: ['m'], note: 'hi' } })
    expect(checkChoices(product, { size: 'x' })).toMatchObject({ ok: false, problem: { parameter: 'size', message: 'choice' } })
    expect(checkChoices(product, {})).toMatchObject({ ok: false, problem: { parameter: 'size', message: 'required' } })
    expect(checkChoices(product, { size: 's', paper: 'Gold' })).toMatchObject({ ok: true, choices: { size: 's' } })
    expect(checkChoices(product, { size: 's', extras: 'm' })).toMatchObject({ ok: false, problem: { parameter: 'extras' } })
    expect(checkChoices(product, { size: 's', note: 'x'.repeat(501) })).toMatchObject({ ok: false, problem: { message: 'tooLong' } })
  })
})

describe('totals', () => {
  const list = (id: number, overrides: Partial<PricedLine['pricelist']> = {}): PricedLine['pricelist'] => ({ id, taxRate: 2000, pricesIncludeTax: true, shipping: { mode: 'flat', domestic: 490, international: 1200, country: 'GB' }, ...overrides })
  it('takes tax out of prices that include it, and adds it to prices that do not', () => {
    expect(totals([{ total: 1200, quantity: 1, ships: false, pricelist: list(1) }])).toMatchObject({ subtotal: 1200, tax: 200, total: 1200, taxIncluded: true })
    expect(totals([{ total: 1000, quantity: 1, ships: false, pricelist: list(1, { pricesIncludeTax: false }) }])).toMatchObject({ subtotal: 1000, tax: 200, total: 1200, taxIncluded: false })
  })
  it('charges flat shipping once per pricelist, per-item shipping per item, and the international rate abroad', () => {
    const lines: PricedLine[] = [
      { total: 1000, quantity: 2, ships: true, pricelist: list(1) },
      { total: 1000, quantity: 3, ships: true, pricelist: list(1) },
      { total: 500, quantity: 1, ships: false, pricelist: list(1) },
    ]
    expect(totals(lines).shipping).toBe(490)
    expect(totals(lines, { abroad: () => true }).shipping).toBe(1200)
    const perItem = lines.map((line) => ({ ...line, pricelist: list(2, { shipping: { mode: 'perItem', domestic: 100, international: 300, country: 'GB' } }) }))
    expect(totals(perItem).shipping).toBe(500)
    expect(totals(lines.slice(2))).toMatchObject({ shipping: 0, ships: false })
  })
})
