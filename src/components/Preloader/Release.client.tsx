'use client'

import { useEffect } from 'react'

/** The old theme's limit: the loading screen goes after 4 s whatever is still loading. */
export const PRELOADER_MAX_MS = 4000

/** Lifts the loading screen once the pictures in the first screenful have loaded (or failed), or after 4 s. */
export function PreloaderRelease() {
  useEffect(() => {
    const screen = document.querySelector<HTMLElement>('.preloader')
    if (!screen) return
    const release = () => screen.setAttribute('data-done', 'true')
    const firstScreen = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
    const pending = firstScreen.filter((image) => !image.complete)
    if (pending.length === 0) {
      release()
      return
    }
    let left = pending.length
    const onSettled = () => {
      left -= 1
      if (left === 0) release()
    }
    for (const image of pending) {
      image.addEventListener('load', onSettled, { once: true })
      image.addEventListener('error', onSettled, { once: true })
    }
    const timer = window.setTimeout(release, PRELOADER_MAX_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
