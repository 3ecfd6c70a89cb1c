export { seededRandom } from '@/lib/random'

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
