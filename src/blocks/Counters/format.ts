/** How an animated number reads: the old theme's comma thousands, a decimal point, at most 2 decimals. */
export type CounterFormat = {
  decimals: number
  /** ',' or ' ', or '' for none. */
  separator: string
  prefix?: string | null
  suffix?: string | null
  percent?: boolean
}

export function formatCounter(value: number, format: CounterFormat): string {
  const decimals = Math.min(2, Math.max(0, Math.round(format.decimals)))
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.separator)
  const number = `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
  return `${format.prefix ?? ''}${number}${format.percent ? '%' : ''}${format.suffix ?? ''}`
}

/** What share of the circle or bar a value fills: against max (100 for percent), clamped to 0…1. */
export function counterShare(value: number, max: number | null | undefined, percent: boolean): number {
  const full = percent ? (max && max > 0 ? max : 100) : max && max > 0 ? max : value
  if (!(full > 0)) return 0
  return Math.min(1, Math.max(0, value / full))
}

/** The value shown `elapsed` ms into a count of `duration` ms from 0 (ease-out: fast, then settling). */
export function countedValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target
  if (elapsed <= 0) return 0
  const progress = elapsed / duration
  return target * (1 - Math.pow(1 - progress, 3))
}
