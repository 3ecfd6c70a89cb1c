'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { countdownParts, type CountdownUnit } from './parts'

/**
 * Time left to a moment, ticking every second on the second. The server sends the date itself
 * ("Until …"), which is all a visitor without JavaScript needs. At zero the boxes give way to the ended text. A timer role is not announced on
 * every tick.
 */
export function Countdown({ target, largestUnit, labels, endedText, until }: { target: number; largestUnit: CountdownUnit; labels: Record<CountdownUnit, string>; endedText: string; until: ReactNode }) {
  const [now, setNow] = useState<number | null>(null)
  const ended = now !== null && now >= target
  useEffect(() => {
    let timer = 0
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current < target) timer = window.setTimeout(tick, 1000 - (current % 1000) + 5)
    }
    tick()
    return () => window.clearTimeout(timer)
  }, [target])

  const parts = countdownParts(now === null ? 0 : target - now, largestUnit)
  return (
    // Until the browser knows its clock the boxes keep their room but stay hidden (no dashes for
    // visitors without JavaScript, no shift when the numbers arrive).
    <div className="countdown" data-live={now === null ? undefined : 'true'}>
      {ended ? (
        <p className="countdown-ended" role="status">
          {endedText}
        </p>
      ) : (
        <div role="timer" className="countdown-timer">
          <ol className="countdown-units">
            {parts.map(({ unit, value }) => (
              <li key={unit} className="countdown-unit surface">
                <span className="countdown-value">{String(value).padStart(2, '0')}</span>
                <span className="countdown-label">{labels[unit]}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="countdown-until">{until}</p>
    </div>
  )
}
