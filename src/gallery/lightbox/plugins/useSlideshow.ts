import { useCallback, useEffect, useState } from 'react'

/**
 * The viewer's slideshow: play/pause, one photo per interval. It waits while the window has no
 * focus and goes on when it returns; it waits while a panel holds it (comments); it stops at the
 * last photo unless the viewer loops.
 */
export function useSlideshow({
  autoplay,
  intervalMs,
  canAdvance,
  held,
  index,
  advance,
}: {
  autoplay: boolean
  intervalMs: number
  canAdvance: boolean
  held: boolean
  index: number
  advance: () => void
}) {
  const available = intervalMs > 0
  const [playing, setPlaying] = useState(autoplay && available)
  // Assumed focused (the visitor just acted in the page); blur and focus events keep it true.
  const [focused, setFocused] = useState(true)

  useEffect(() => {
    const onBlur = () => setFocused(false)
    const onFocus = () => setFocused(true)
    window.addEventListener('blur', onBlur)
    window.addEventListener('focus', onFocus)
    return () => {
      window.removeEventListener('blur', onBlur)
      window.removeEventListener('focus', onFocus)
    }
  }, [])

  useEffect(() => {
    if (!playing || !focused || held || !available) return
    // At the last photo without loop the show ends after its interval.
    const timer = window.setTimeout(() => (canAdvance ? advance() : setPlaying(false)), intervalMs)
    return () => window.clearTimeout(timer)
    // `index` restarts the wait after every change, whoever made it.
  }, [playing, focused, held, canAdvance, available, intervalMs, index, advance])

  const toggle = useCallback(() => {
    if (available) setPlaying((value) => !value)
  }, [available])

  return { available, playing, toggle }
}
