import { t } from '@/lib/messages'
import type { CountdownBlock as CountdownBlockProps } from '@/payload-types'

import { Countdown } from '../islands'
import { COUNTDOWN_UNITS } from './parts'

const UNIT_LABELS = { days: 'blocks.countdownDays', hours: 'blocks.countdownHours', minutes: 'blocks.countdownMinutes', seconds: 'blocks.countdownSeconds' } as const

export function CountdownBlock({ heading, target, target_tz, largestUnit, endedText }: CountdownBlockProps) {
  const when = new Date(target)
  if (Number.isNaN(when.getTime())) return null
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: target_tz ?? 'Europe/London' }).format(when)
  return (
    <section className="block block-countdown">
      {heading ? <h2>{heading}</h2> : null}
      <Countdown
        target={when.getTime()}
        largestUnit={largestUnit ?? 'days'}
        labels={Object.fromEntries(COUNTDOWN_UNITS.map((unit) => [unit, t(UNIT_LABELS[unit])])) as Record<(typeof COUNTDOWN_UNITS)[number], string>}
        endedText={endedText || t('blocks.countdownEnded')}
        until={
          <>
            {t('blocks.countdownUntil')} <time dateTime={when.toISOString()}>{date}</time>
          </>
        }
      />
    </section>
  )
}
