export const COUNTDOWN_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number]

const SECONDS: Record<CountdownUnit, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 }

/**
 * Splits the time left into units from the largest shown down to seconds; the largest takes whatever
 * does not fit a larger unit (largest "hours" and 2 days left → 48 hours). Never negative.
 */
export function countdownParts(millisecondsLeft: number, largest: CountdownUnit): { unit: CountdownUnit; value: number }[] {
  let rest = Math.max(0, Math.floor(millisecondsLeft / 1000))
  const units = COUNTDOWN_UNITS.slice(0, COUNTDOWN_UNITS.indexOf(largest) + 1).reverse()
  return units.map((unit) => {
    const value = Math.floor(rest / SECONDS[unit])
    rest -= value * SECONDS[unit]
    return { unit, value }
  })
}
