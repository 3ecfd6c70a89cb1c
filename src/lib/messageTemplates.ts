import type { MessageKey } from '@/messages/en'

/**
 * Texts for client components, sent by their server parent (pickMessages in lib/messages) so the
 * whole catalogue never ships to the browser. Pure: safe to import from client code.
 */
export type Messages<K extends MessageKey> = Readonly<Record<K, string>>

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

/** A `t` over the texts a component was given. */
export const translator =
  <K extends MessageKey>(messages: Messages<K>) =>
  (key: K, values?: Record<string, string | number>): string =>
    fill(messages[key], values)

/** The texts each client component needs: its server parent picks them. */
export const TAG_FILTER_MESSAGES = [
  'gallery.tagFilter',
  'gallery.tagSearch',
  'gallery.tagPlaceholder',
  'gallery.tagsSelected',
  'gallery.tagsAllSelected',
  'gallery.tagsSelectAll',
  'gallery.tagsNoMatch',
  'gallery.tagsOk',
  'gallery.tagsCancel',
] as const satisfies readonly MessageKey[]

const SLIDE_CONTROLS = ['gallery.slideOf', 'gallery.previousSlide', 'gallery.nextSlide', 'gallery.play', 'gallery.pause'] as const
export const CAROUSEL_MESSAGES = [...SLIDE_CONTROLS] as const satisfies readonly MessageKey[]
export const SLIDESHOW_MESSAGES = [...SLIDE_CONTROLS, 'gallery.music', 'gallery.musicOff', 'gallery.filmstrip', 'gallery.goToSlide'] as const satisfies readonly MessageKey[]
export const SLIDER_MESSAGES = [...SLIDE_CONTROLS, 'gallery.goToSlide', 'blocks.sliderDots', 'blocks.sliderMobileFallback'] as const satisfies readonly MessageKey[]
export const PORTFOLIO_MESSAGES = ['portfolio.filter', 'portfolio.all', 'portfolio.shown', 'portfolio.previous', 'portfolio.next', 'portfolio.close'] as const satisfies readonly MessageKey[]
export const MASONRY_MESSAGES = ['portfolio.filter', 'portfolio.all', 'portfolio.shown', 'portfolio.loadMore', 'portfolio.loading', 'portfolio.noMore', 'portfolio.loadFailed'] as const satisfies readonly MessageKey[]
export const MAP_MESSAGES = ['map.show', 'map.allowAndShow', 'map.loading', 'map.failed', 'map.street', 'map.satellite'] as const satisfies readonly MessageKey[]
export const CONTENT_VIEWER_MESSAGES = ['viewer.label', 'viewer.close', 'viewer.loading', 'viewer.notFound', 'viewer.imageError', 'viewer.contentError', 'viewer.previous', 'viewer.next', 'viewer.counter', 'consent.videoPrompt', 'consent.allowAndPlay'] as const satisfies readonly MessageKey[]
export const TESTIMONIALS_MESSAGES = ['blocks.testimonialsPager', 'blocks.testimonialOf', 'blocks.testimonialShow', 'gallery.play', 'gallery.pause'] as const satisfies readonly MessageKey[]
