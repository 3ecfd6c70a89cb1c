import { describe, expect, it } from 'vitest'

import { countdownParts } from '@/blocks/Countdown/parts'
import { countedValue, counterShare, formatCounter } from '@/blocks/Counters/format'
import { PLAYER_QUERY } from '@/blocks/LazyVideo/config'
import { withPlayerQuery } from '@/blocks/LazyVideo/playerUrl'
import { tooltipPlacement } from '@/blocks/Hotspots/placement'
import { parallaxOffset } from '@/blocks/Parallax/offset'
import { itemAnchors } from '@/blocks/shared/anchors'
import { anchorField } from '@/fields/anchor'
import { megaColumns } from '@/globals/Header/megaColumns'

describe('item anchors (tabs and toggles in the address)', () => {
  it('uses the editor’s anchor, else the title, else a numbered fallback, and never repeats one', () => {
    const anchors = itemAnchors(
      [{ anchor: 'go-live', title: 'Go live' }, { title: 'Parallel run' }, { title: 'Parallel run' }, { title: '!!!' }, { anchor: '', title: 'Go live' }],
      'tab-x',
    )
    expect(anchors).toEqual(['go-live', 'parallel-run', 'parallel-run-2', 'tab-x-4', 'go-live-2'])
  })

  it('fills an empty anchor from the title and refuses anything but a slug', async () => {
    const field = anchorField()
    const hook = field.hooks!.beforeValidate![0]!
    const fill = (value: unknown, title: string) => hook({ value, siblingData: { title } } as never)
    expect(await fill('', 'Where is our data kept?')).toBe('where-is-our-data-kept')
    expect(await fill('Mid Year', 'ignored')).toBe('mid-year')
    const validate = field.validate as (value: unknown) => true | string
    expect(validate('mid-year')).toBe(true)
    expect(validate(undefined)).toBe(true)
    expect(validate('Mid year')).toMatch(/lower-case/)
    expect(validate('a"><script>')).toMatch(/lower-case/)
  })
})

describe('animated numbers', () => {
  it('formats with the old theme’s comma thousands, a decimal point and at most two decimals', () => {
    const base = { decimals: 0, separator: ',' }
    expect(formatCounter(2160000, base)).toBe('2,160,000')
    expect(formatCounter(999, base)).toBe('999')
    expect(formatCounter(99.98, { ...base, decimals: 2, percent: true })).toBe('99.98%')
    expect(formatCounter(3.5, { ...base, decimals: 5 })).toBe('3.50')
    expect(formatCounter(1234.5, { decimals: 1, separator: ' ', prefix: '£', suffix: 'k' })).toBe('£1 234.5k')
    expect(formatCounter(1234567, { decimals: 0, separator: '' })).toBe('1234567')
    expect(formatCounter(0.004, { ...base, decimals: 2 })).toBe('0.00')
  })

  it('fills circles and bars against max, 100 for percent, and never past full', () => {
    expect(counterShare(34, null, true)).toBeCloseTo(0.34)
    expect(counterShare(18, 24, false)).toBeCloseTo(0.75)
    expect(counterShare(50, null, false)).toBe(1)
    expect(counterShare(150, 100, false)).toBe(1)
    expect(counterShare(0, null, false)).toBe(0)
  })

  it('counts from 0 to the value over the duration, easing out, and holds the value after', () => {
    expect(countedValue(1000, -200, 1000)).toBe(0)
    expect(countedValue(1000, 0, 1000)).toBe(0)
    const half = countedValue(1000, 500, 1000)
    expect(half).toBeGreaterThan(500)
    expect(half).toBeLessThan(1000)
    expect(countedValue(1000, 1000, 1000)).toBe(1000)
    expect(countedValue(1000, 5000, 1000)).toBe(1000)
    expect(countedValue(1000, 10, 0)).toBe(1000)
  })
})

describe('countdown', () => {
  const ms = (days: number, hours: number, minutes: number, seconds: number) => (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000
  it('splits the time left from the largest unit down to seconds', () => {
    expect(countdownParts(ms(2, 3, 4, 5) + 999, 'days')).toEqual([
      { unit: 'days', value: 2 },
      { unit: 'hours', value: 3 },
      { unit: 'minutes', value: 4 },
      { unit: 'seconds', value: 5 },
    ])
  })
  it('adds bigger amounts up in the largest unit shown', () => {
    expect(countdownParts(ms(2, 3, 4, 5), 'hours')).toEqual([
      { unit: 'hours', value: 51 },
      { unit: 'minutes', value: 4 },
      { unit: 'seconds', value: 5 },
    ])
    expect(countdownParts(ms(0, 1, 1, 1), 'seconds')).toEqual([{ unit: 'seconds', value: 3661 }])
  })
  it('stops at zero once the moment has passed', () => {
    expect(countdownParts(-5000, 'minutes')).toEqual([
      { unit: 'minutes', value: 0 },
      { unit: 'seconds', value: 0 },
    ])
  })
})

describe('click-to-load video', () => {
  const player = 'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0'
  it('adds the block’s player settings without overriding autoplay or the player’s own', () => {
    expect(withPlayerQuery(player, 'start=30&mute=1')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0&start=30&mute=1')
    expect(withPlayerQuery(player, 'autoplay=0&rel=1')).toBe(player)
    expect(withPlayerQuery(player, '')).toBe(player)
  })
  it('ignores settings that are not plain name=value pairs', () => {
    expect(withPlayerQuery(player, 'start=30&x=<script>')).toBe(player)
    expect(withPlayerQuery(player, 'a=1#frag')).toBe(player)
    expect(PLAYER_QUERY.test('start=30&end=40')).toBe(true)
    expect(PLAYER_QUERY.test('start=30;rm=1')).toBe(false)
  })
})

describe('mega menu columns', () => {
  const link = (label: string, column?: string | null) => ({ link: { type: 'custom' as const, url: '/', label }, column })
  it('groups links by column heading in the order the headings first appear, keeping link order', () => {
    const columns = megaColumns([link('A', 'Galleries'), link('B', 'Albums'), link('C', ' Galleries '), link('D')])
    expect(columns.map((column) => [column.heading, column.links.map((entry) => entry.link.label)])).toEqual([
      ['Galleries', ['A', 'C']],
      ['Albums', ['B']],
      ['', ['D']],
    ])
  })
})

describe('hotspot tooltips', () => {
  it('open below pins near the top and towards the middle near the sides', () => {
    expect(tooltipPlacement(50, 60)).toEqual({ vertical: 'above', horizontal: 'centre' })
    expect(tooltipPlacement(84, 20)).toEqual({ vertical: 'below', horizontal: 'end' })
    expect(tooltipPlacement(10, 90)).toEqual({ vertical: 'above', horizontal: 'start' })
  })
})

describe('parallax', () => {
  const at = (top: number) => parallaxOffset({ top, height: 400, viewport: 800, ratio: 0.5 })
  it('is still with the section in the middle of the window and moves up to half the ratio either way', () => {
    expect(at(200)).toBe(0)
    expect(at(800)).toBe(-100)
    expect(at(-400)).toBe(100)
    expect(at(500)).toBeCloseTo(-50)
  })
  it('stops at the ends of the section’s way through the window', () => {
    expect(at(5000)).toBe(-100)
    expect(at(-5000)).toBe(100)
    expect(parallaxOffset({ top: 0, height: 0, viewport: 0, ratio: 0.5 })).toBe(0)
  })
})
