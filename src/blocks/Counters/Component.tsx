import type { CountersBlock as CountersBlockProps } from '@/payload-types'

import { Counters } from '../islands'
import type { Counter } from './Component.client'
import { counterShare, formatCounter } from './format'

export function CountersBlock({ heading, layout, duration, thousandsSeparator, items }: CountersBlockProps) {
  if (!items?.length) return null
  const separator = thousandsSeparator === 'none' ? '' : (thousandsSeparator ?? ',')
  const counters: Counter[] = items.map((item) => {
    const format = { decimals: item.decimals ?? 0, separator, prefix: item.prefix, suffix: item.suffix, percent: item.type === 'percent' }
    return {
      label: item.label,
      value: item.value,
      text: formatCounter(item.value, format),
      share: counterShare(item.value, item.max, item.type === 'percent'),
      format,
      delay: item.delay ?? 0,
    }
  })
  return (
    <section className="block block-counters">
      {heading ? <h2>{heading}</h2> : null}
      <Counters counters={counters} layout={layout ?? 'number'} duration={duration ?? 1000} />
    </section>
  )
}
