import EmblaCarousel from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'

/** embla and its autoplay plugin: imported where a carousel is the page's content, fetched on mount elsewhere. */
export type CarouselEngine = { EmblaCarousel: typeof EmblaCarousel; Autoplay: typeof Autoplay }

export const engine: CarouselEngine = { EmblaCarousel, Autoplay }
