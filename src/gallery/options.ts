import type { Field, GroupField } from 'payload'

/**
 * Gallery options, defined once: the site-wide defaults (gallery-settings global) and each gallery's
 * own overrides are generated from these lists, so the two never drift apart. Defaults are the old
 * site's (seed sections 3 and 9) where it gives them.
 */

import { SORT_DIRECTIONS, SORT_KEYS, type SortDirection, type SortKey } from './state/query'
import { PAGING_MODES, type PagingMode } from './state/select'
import { WATERMARK_POSITIONS } from './watermark/spec'

export { ALBUM_VIEWS, GALLERY_VIEWS, GALLERY_VIEW_VALUES, type GalleryView } from './views/names'

type Choice = { value: string; label: string }
type OptionSpec =
  | { name: string; label: string; kind: 'checkbox'; default: boolean; description?: string }
  | { name: string; label: string; kind: 'number'; default: number; min: number; max: number; description?: string }
  | { name: string; label: string; kind: 'select'; default: string; options: readonly Choice[]; description?: string }

/** Admin labels for values the address parser and the views define: a value added there must get one here. */
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>): Choice[] => values.map((value) => ({ value, label: labels[value] }))
const SORT_LABELS: Record<SortKey, string> = { order: 'Gallery order', title: 'Title', date: 'Date', filename: 'File name', random: 'Random' }
const DIRECTION_LABELS: Record<SortDirection, string> = { asc: 'Ascending', desc: 'Descending' }
const PAGING_LABELS: Record<PagingMode, string> = { none: 'None (all photos)', pagination: 'Numbered pages', 'load-more': 'Load more button', infinite: 'Infinite scroll' }

const positions = (...values: string[]): Choice[] =>
  values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))

export const VIEW_OPTIONS: readonly OptionSpec[] = [
  { name: 'thumbnailWidth', label: 'Thumbnail width (px)', kind: 'number', default: 240, min: 60, max: 800 },
  { name: 'thumbnailHeight', label: 'Thumbnail height (px)', kind: 'number', default: 160, min: 60, max: 800 },
  { name: 'maxColumns', label: 'Most columns', kind: 'number', default: 5, min: 1, max: 12 },
  { name: 'perPage', label: 'Photos per page', kind: 'number', default: 30, min: 1, max: 200 },
  { name: 'titleDisplay', label: 'Show titles', kind: 'select', default: 'hover', options: positions('hover', 'always', 'never') },
  { name: 'showDescription', label: 'Show descriptions under thumbnails', kind: 'checkbox', default: false },
  { name: 'masonryType', label: 'Masonry type', kind: 'select', default: 'vertical', options: [{ value: 'vertical', label: 'Vertical (columns)' }, { value: 'horizontal', label: 'Horizontal (rows)' }] },
  { name: 'mosaicDirection', label: 'Mosaic direction', kind: 'select', default: 'horizontal', options: [{ value: 'horizontal', label: 'Horizontal (justified rows)' }, { value: 'vertical', label: 'Vertical (justified columns)' }] },
  { name: 'mosaicResizable', label: 'Mosaic follows the gallery width', kind: 'checkbox', default: true, description: 'On: tiles grow on very wide screens and shrink on phones. Off: the thumbnail height is kept.' },
  { name: 'blogImageWidth', label: 'Blog style photo width (px)', kind: 'number', default: 900, min: 200, max: 2560 },
  { name: 'lazyLoad', label: 'Load photos as they scroll into view', kind: 'checkbox', default: true },
]

export const CONTROL_OPTIONS: readonly OptionSpec[] = [
  { name: 'search', label: 'Search box', kind: 'checkbox', default: true },
  { name: 'tagFilter', label: 'Tag filter', kind: 'checkbox', default: true },
  { name: 'sortSelect', label: 'Sort select', kind: 'checkbox', default: true },
  { name: 'defaultSort', label: 'Default order', kind: 'select', default: 'order', options: labelled(SORT_KEYS, SORT_LABELS) },
  { name: 'defaultDir', label: 'Default direction', kind: 'select', default: 'asc', options: labelled(SORT_DIRECTIONS, DIRECTION_LABELS) },
  { name: 'paging', label: 'Paging', kind: 'select', default: 'pagination', options: labelled(PAGING_MODES, PAGING_LABELS) },
]

export const LIGHTBOX_OPTIONS: readonly OptionSpec[] = [
  { name: 'width', label: 'Viewer width (px)', kind: 'number', default: 800, min: 200, max: 4000 },
  { name: 'height', label: 'Viewer height (px)', kind: 'number', default: 500, min: 200, max: 4000 },
  { name: 'openFullscreen', label: 'Open in fullscreen', kind: 'checkbox', default: false },
  { name: 'openMaximized', label: 'Open maximized', kind: 'checkbox', default: false },
  { name: 'autoplay', label: 'Start the slideshow on open', kind: 'checkbox', default: false },
  { name: 'slideshowInterval', label: 'Slideshow interval (s)', kind: 'number', default: 5, min: 0, max: 120 },
  { name: 'effect', label: 'Transition effect', kind: 'select', default: 'fade', options: positions('none', 'fade', 'slide', 'cube') },
  { name: 'effectDuration', label: 'Effect duration (s)', kind: 'number', default: 1, min: 0, max: 10 },
  { name: 'loop', label: 'Loop back to the first photo', kind: 'checkbox', default: true },
  { name: 'preloadCount', label: 'Photos to preload', kind: 'number', default: 2, min: 0, max: 20 },
  { name: 'controlBarPosition', label: 'Control bar position', kind: 'select', default: 'bottom', options: positions('top', 'bottom') },
  { name: 'filmstrip', label: 'Show filmstrip', kind: 'checkbox', default: true },
  { name: 'filmstripPosition', label: 'Filmstrip position', kind: 'select', default: 'bottom', options: positions('top', 'bottom', 'left', 'right') },
  { name: 'filmstripSize', label: 'Filmstrip thumbnail size (px)', kind: 'number', default: 70, min: 30, max: 200 },
  { name: 'infoPosition', label: 'Info panel position', kind: 'select', default: 'top', options: positions('top', 'bottom') },
  { name: 'infoAlwaysShown', label: 'Always show info', kind: 'checkbox', default: false },
  { name: 'ratingPosition', label: 'Rating position', kind: 'select', default: 'bottom', options: positions('top', 'bottom') },
  { name: 'ratingStars', label: 'Rating stars', kind: 'number', default: 5, min: 3, max: 10 },
  { name: 'ratingIcon', label: 'Rating icon', kind: 'select', default: 'star', options: positions('star', 'heart', 'circle') },
  { name: 'ratingSize', label: 'Rating icon size (px)', kind: 'number', default: 20, min: 10, max: 64 },
  { name: 'commentsPosition', label: 'Comments panel side', kind: 'select', default: 'right', options: positions('left', 'right') },
  { name: 'commentsWidth', label: 'Comments panel width (px)', kind: 'number', default: 400, min: 200, max: 800 },
  { name: 'share', label: 'Show share buttons', kind: 'checkbox', default: true },
]

export const SLIDESHOW_OPTIONS: readonly OptionSpec[] = [
  { name: 'interval', label: 'Interval (s)', kind: 'number', default: 5, min: 0, max: 120 },
  { name: 'effect', label: 'Effect', kind: 'select', default: 'fade', options: positions('none', 'fade', 'slide', 'cube') },
  { name: 'effectDuration', label: 'Effect duration (s)', kind: 'number', default: 1, min: 0, max: 10 },
  { name: 'autoplay', label: 'Autoplay', kind: 'checkbox', default: false },
  { name: 'shuffle', label: 'Shuffle', kind: 'checkbox', default: false },
  { name: 'filmstrip', label: 'Show filmstrip (dots when off)', kind: 'checkbox', default: true },
  { name: 'filmstripDirection', label: 'Filmstrip direction', kind: 'select', default: 'horizontal', options: positions('horizontal', 'vertical') },
  { name: 'filmstripHeight', label: 'Filmstrip height (px)', kind: 'number', default: 90, min: 20, max: 400 },
  { name: 'filmstripWidth', label: 'Filmstrip width (px)', kind: 'number', default: 90, min: 20, max: 400 },
  { name: 'filmstripCount', label: 'Filmstrip thumbnails shown', kind: 'number', default: 0, min: 0, max: 30, description: '0: thumbnails keep the size above. A number: that many thumbnails share the filmstrip.' },
  { name: 'imageWidth', label: 'Slideshow width (px)', kind: 'number', default: 800, min: 100, max: 4000 },
  { name: 'imageHeight', label: 'Slideshow height (px)', kind: 'number', default: 500, min: 100, max: 4000 },
  { name: 'titlePosition', label: 'Title position', kind: 'select', default: 'top-right', options: positions('top-left', 'top-right', 'bottom-left', 'bottom-right') },
  { name: 'descriptionPosition', label: 'Description position', kind: 'select', default: 'bottom-right', options: positions('top-left', 'top-right', 'bottom-left', 'bottom-right') },
  { name: 'preloadCount', label: 'Slides to preload', kind: 'number', default: 3, min: 0, max: 20 },
]

export const CAROUSEL_OPTIONS: readonly OptionSpec[] = [
  { name: 'interval', label: 'Interval (s)', kind: 'number', default: 5, min: 0, max: 120 },
  { name: 'columns', label: 'Photos side by side', kind: 'number', default: 3, min: 1, max: 10 },
  { name: 'responsiveWidth', label: 'Responsive width (px)', kind: 'number', default: 800, min: 100, max: 4000 },
  { name: 'autoplay', label: 'Autoplay', kind: 'checkbox', default: false },
  { name: 'playPauseButton', label: 'Show play/pause', kind: 'checkbox', default: true },
  { name: 'prevNextButtons', label: 'Show previous/next', kind: 'checkbox', default: true },
]

export const BEHAVIOUR_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'thumbClickAction',
    label: 'When a thumbnail is clicked',
    kind: 'select',
    default: 'open_lightbox',
    options: [
      { value: 'open_lightbox', label: 'Open the photo viewer' },
      { value: 'redirect_to_url', label: "Go to the photo's link URL" },
      { value: 'do_nothing', label: 'Do nothing' },
    ],
  },
  { name: 'linkTarget', label: 'Open photo links in', kind: 'select', default: 'same', options: [{ value: 'same', label: 'The same tab' }, { value: 'new', label: 'A new tab' }] },
  { name: 'downloads', label: 'Allow downloads', kind: 'checkbox', default: false },
  {
    name: 'downloadOriginal',
    label: 'Downloads give the original file',
    kind: 'checkbox',
    default: false,
    description: 'Off: the largest web size. A watermarked gallery never gives the original unless its watermark settings allow it.',
  },
  { name: 'comments', label: 'Comments', kind: 'checkbox', default: true },
  { name: 'commentModeration', label: 'Hold comments for moderation', kind: 'checkbox', default: true, description: 'On: a new comment appears once an editor approves it.' },
  { name: 'commentEmail', label: 'Ask commenters for their e-mail', kind: 'checkbox', default: false, description: 'Required when asked; never published.' },
  { name: 'commentNotify', label: 'E-mail editors about new comments', kind: 'checkbox', default: false },
  { name: 'rating', label: 'Rating', kind: 'checkbox', default: true },
  { name: 'ratingUnderThumbnails', label: 'Show the rating under thumbnails', kind: 'checkbox', default: false },
  { name: 'hitCounting', label: 'Count views', kind: 'checkbox', default: true },
  { name: 'showViewCount', label: 'Show the view count in the photo info', kind: 'checkbox', default: true },
  { name: 'rightClickProtection', label: 'Disable right-click on photos', kind: 'checkbox', default: false },
]

export const WATERMARK_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'type',
    label: 'Watermark',
    kind: 'select',
    default: 'none',
    options: positions('none', 'text', 'image'),
    description: 'Burned into every photo the gallery serves. Visitors then never get the plain files; changing any watermark setting makes new copies.',
  },
  { name: 'opacity', label: 'Opacity (%)', kind: 'number', default: 30, min: 0, max: 100 },
  { name: 'position', label: 'Position', kind: 'select', default: 'bottom-right', options: positions(...WATERMARK_POSITIONS) },
  { name: 'fontSize', label: 'Text size (px)', kind: 'number', default: 24, min: 6, max: 200, description: 'On a photo 1280 px wide; it scales with the photo.' },
  { name: 'width', label: 'Image width (px)', kind: 'number', default: 120, min: 10, max: 2000, description: 'On a photo 1280 px wide; the image keeps its shape inside width × height.' },
  { name: 'height', label: 'Image height (px)', kind: 'number', default: 60, min: 10, max: 2000 },
  { name: 'allowOriginalDownload', label: 'Allow downloading the original (unwatermarked) file', kind: 'checkbox', default: false },
]

const watermarkExtras: Field[] = [
  { name: 'text', type: 'text', maxLength: 120 },
  { name: 'image', type: 'upload', relationTo: 'media' },
]

/**
 * Every option group, in one place: gallery-settings stores each as the site default, a gallery can
 * override each ("Use own settings"), and resolveOptions merges them in this order.
 */
export const OPTION_GROUPS = {
  viewOptions: { label: 'View options', specs: VIEW_OPTIONS, extra: [] as Field[] },
  controls: { label: 'Search, filter, sort and paging', specs: CONTROL_OPTIONS, extra: [] as Field[] },
  lightbox: { label: 'Photo viewer', specs: LIGHTBOX_OPTIONS, extra: [] as Field[] },
  slideshow: {
    label: 'Slideshow',
    specs: SLIDESHOW_OPTIONS,
    extra: [{ name: 'music', type: 'upload', relationTo: 'audio', admin: { description: 'Optional music; it plays only when a visitor presses the music button.' } }] as Field[],
  },
  carousel: { label: 'Carousel', specs: CAROUSEL_OPTIONS, extra: [] as Field[] },
  behaviour: { label: 'Visitor features', specs: BEHAVIOUR_OPTIONS, extra: [] as Field[] },
  watermark: { label: 'Watermark', specs: WATERMARK_OPTIONS, extra: watermarkExtras },
} as const
export type OptionGroupName = keyof typeof OPTION_GROUPS
export const OPTION_GROUP_NAMES = Object.keys(OPTION_GROUPS) as OptionGroupName[]

function toField(spec: OptionSpec): Field {
  const admin = spec.description ? { description: spec.description } : undefined
  switch (spec.kind) {
    case 'checkbox':
      return { name: spec.name, label: spec.label, type: 'checkbox', defaultValue: spec.default, admin }
    case 'number':
      return { name: spec.name, label: spec.label, type: 'number', defaultValue: spec.default, min: spec.min, max: spec.max, required: true, admin }
    case 'select':
      return { name: spec.name, label: spec.label, type: 'select', defaultValue: spec.default, options: spec.options.map((o) => ({ ...o })), required: true, admin }
  }
}

export function optionGroup(name: string, label: string, specs: readonly OptionSpec[], extra: Field[] = []): GroupField {
  return { name, label, type: 'group', fields: [...specs.map(toField), ...extra] }
}

/** Defaults as a plain object, for tests and for reading a gallery before its settings exist. */
export function defaultsOf(specs: readonly OptionSpec[]): Record<string, string | number | boolean> {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.default]))
}

/**
 * A gallery's own copy of an option group: hidden until the editor ticks "Use own settings", so an
 * untouched gallery follows the site-wide defaults.
 */
export function overridableGroup(name: string, label: string, specs: readonly OptionSpec[], extra: Field[] = []): GroupField {
  const group = optionGroup(name, label, specs, extra)
  return {
    ...group,
    fields: [
      {
        name: 'custom',
        type: 'checkbox',
        label: 'Use own settings for this gallery',
        defaultValue: false,
        admin: { description: 'Off: this gallery follows the site-wide Gallery settings.' },
      },
      ...group.fields.map((field) => ({
        ...field,
        admin: { ...('admin' in field ? field.admin : {}), condition: (_: unknown, sibling: { custom?: boolean }) => Boolean(sibling?.custom) },
      })) as Field[],
    ],
  }
}
