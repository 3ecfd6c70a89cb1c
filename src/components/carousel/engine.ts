import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import type FadePlugin from 'embla-carousel-fade'

import { stripIndex } from './strip'

/**
 * embla and its autoplay plugin, with the part of a carousel that only matters once embla moves it
 * (`drive`): fetched when a carousel mounts or on first use (useCarousel), never with a first view.
 * `Fade` (embla-carousel-fade) only where a carousel fades, so others never load it.
 */
export type CarouselEngine = { drive: typeof drive; Fade?: typeof FadePlugin }

export type Drive = {
  carousel: EmblaCarouselType
  /** Puts the autoplay plugin where the carousel's state says: running or not (one slide: never). */
  sync: () => void
  destroy: () => void
}

/**
 * Makes the carousel on `node`. Our own pause rules (the button, pointer and focus, a hidden tab)
 * drive the autoplay plugin through `runs`: it stops on a drag and never restarts itself after one
 * (stopOnInteraction), so after a drag, a tab coming back or embla's re-making of itself on a resize
 * (a new, stopped plugin) the carousel puts it back. `onSlide` hears the slide in front after each
 * change (`changed`) and after a re-making.
 */
function drive(
  node: HTMLElement,
  options: EmblaOptionsType,
  { intervalMs, Fade }: { intervalMs: number; Fade?: typeof FadePlugin },
  runs: () => boolean,
  onSlide: (index: number, changed: boolean) => void,
): Drive {
  const autoplay = Autoplay({ delay: intervalMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false })
  // The strip may have been scrolled by hand before the script arrived: embla starts from the slide
  // it was left at, then moves it by transform alone.
  const startIndex = stripIndex(node)
  node.scrollTo({ left: 0 })
  const carousel = EmblaCarousel(node, { ...options, startIndex }, Fade ? [autoplay, Fade()] : [autoplay])
  const sync = () => {
    const plugin = carousel.plugins().autoplay
    if (!plugin) return
    if (runs() && carousel.scrollSnapList().length > 1) plugin.play()
    else plugin.stop()
  }
  const onSelect = () => {
    onSlide(carousel.selectedScrollSnap(), true)
    // A change by hand starts the interval again (the plugin's own change does too: harmless).
    carousel.plugins().autoplay?.reset()
  }
  const onReInit = () => {
    onSlide(carousel.selectedScrollSnap(), false)
    sync()
  }
  carousel.on('select', onSelect).on('pointerUp', sync).on('reInit', onReInit)
  document.addEventListener('visibilitychange', sync)
  return {
    carousel,
    sync,
    destroy: () => {
      document.removeEventListener('visibilitychange', sync)
      carousel.destroy()
    },
  }
}

export const engine: CarouselEngine = { drive }
