import type { KeyboardEvent } from 'react'

/** ← and → step a slideshow or carousel while focus is inside it. */
export function onArrowKeys(previous: () => void, next: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    }
  }
}
