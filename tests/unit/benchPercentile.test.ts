import { describe, expect, it } from 'vitest'

import { percentile } from '../../scripts/lib/benchEngagement'

describe('bench percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1)

  it('gives the value at or below which the share of values lie', () => {
    expect(percentile(hundred, 0.5)).toBe(50)
    expect(percentile(hundred, 0.99)).toBe(99)
    expect(percentile(hundred, 1)).toBe(100)
  })

  it('in 300 answers, p99 is the fourth slowest: three slow answers leave it alone, four set it', () => {
    const fast = Array.from({ length: 296 }, () => 20)
    expect(percentile([...fast, 20, 80, 90, 100], 0.99)).toBe(20)
    expect(percentile([...fast, 70, 80, 90, 100], 0.99)).toBe(70)
  })

  it('has no value for no answers', () => {
    expect(percentile([], 0.99)).toBeNaN()
  })
})
