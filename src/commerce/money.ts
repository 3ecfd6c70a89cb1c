/**
 * Money is integer minor units (cents) everywhere: editors type decimals ("12.50", "-1.5"), which
 * are read as text, digit by digit, so no binary fraction ever touches a price.
 */

/** Currencies we sell in: each has two decimals, which is what parseMoney and formatMoney assume. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN'] as const
export type Currency = (typeof CURRENCIES)[number]

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)

const MONEY = /^([+-])?(\d{1,7})(?:[.,](\d{1,2}))?$/

/** "12.5" → 1250, "-1.50" → -150; null when it is not an amount. */
export function parseMoney(text: unknown, { signed = false }: { signed?: boolean } = {}): number | null {
  if (typeof text === 'number' && Number.isSafeInteger(text)) return text
  if (typeof text !== 'string') return null
  const match = MONEY.exec(text.trim())
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  if (sign && !signed) return sign === '+' ? Number(whole) * 100 + Number(fraction.padEnd(2, '0')) : null
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return sign === '-' ? -minor : minor
}

/** A price as visitors read it: the currency's sign, thousands separators and 2 decimals (the seed's rule). */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)
}

/** A rate in percent as text ("20", "7.5") → basis points (2000, 750); null when it is not 0–100. */
export function parseRate(text: unknown): number | null {
  if (typeof text === 'number') text = String(text)
  if (typeof text !== 'string') return null
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return points <= 10_000 ? points : null
}

/** Integer division rounding half away from zero (money rounding), for non-negative numerators. */
export const divideRounded = (numerator: number, denominator: number): number => Math.floor((numerator * 2 + denominator) / (denominator * 2))
