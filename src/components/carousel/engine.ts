import EmblaCarousel from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import type Fade from 'embla-carousel-fade'

/**
 * embla and its autoplay plugin: imported where a carousel is the page's content, fetched on mount
 * elsewhere. `Fade` (embla-carousel-fade) only where a carousel fades, so others never load it.
 */
export type CarouselEngine = { EmblaCarousel: typeof EmblaCarousel; Autoplay: typeof Autoplay; Fade?: typeof Fade }

export const engine: CarouselEngine = { EmblaCarousel, Autoplay }
