'use client'

import { useCallback, useEffect, useRef } from 'react'

/**
 * Pauses autoplay while the tab is hidden and resumes it when the tab is shown again — unless the
 * visitor paused by hand (callers set `pausedByHand` when they do).
 */
export function usePauseWhenHidden(playing: boolean, setPlaying: (playing: boolean) => void) {
  const pausedByHand = useRef(false)
  const pausedByVisibility = useRef(false)
  const playingRef = useRef(playing)
  useEffect(() => {
    playingRef.current = playing
  }, [playing])

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (playingRef.current) {
          pausedByVisibility.current = true
          setPlaying(false)
        }
      } else if (pausedByVisibility.current) {
        pausedByVisibility.current = false
        if (!pausedByHand.current) setPlaying(true)
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [setPlaying])

  /** Call when the visitor presses play/pause: a hand-made pause survives the tab coming back. */
  const setPausedByHand = useCallback((paused: boolean) => {
    pausedByHand.current = paused
  }, [])
  return { setPausedByHand }
}
