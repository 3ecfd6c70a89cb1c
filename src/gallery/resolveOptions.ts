import type { Gallery, GallerySetting, SiteSetting } from '@/payload-types'

import { OPTION_GROUPS, defaultsOf, type OptionGroupName } from './options'

type Groups = OptionGroupName
type Strip<T> = Omit<NonNullable<T>, 'custom' | 'id'>
/** After the merge every option has a value: defaults fill what the editor left empty. */
type Resolved<T> = { [K in keyof Strip<T>]-?: NonNullable<Strip<T>[K]> }

export type GalleryOptions = {
  view: Gallery['view']
  viewOptions: Resolved<GallerySetting['viewOptions']>
  controls: Resolved<GallerySetting['controls']>
  lightbox: Resolved<GallerySetting['lightbox']>
  slideshow: Resolved<GallerySetting['slideshow']>
  carousel: Resolved<GallerySetting['carousel']>
  behaviour: Resolved<GallerySetting['behaviour']>
  watermark: Strip<GallerySetting['watermark']>
}


function withoutEmpty(values: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(([key, value]) => key !== 'custom' && key !== 'id' && value !== null && value !== undefined),
  )
}

/** The site's feature switches that reach into every gallery (Site settings → Feature switches). */
export type SiteSwitches = Pick<NonNullable<SiteSetting['features']>, 'comments' | 'ratings' | 'hitCounting' | 'sharing'>

/** A place that can override option groups: a gallery, or a gallery block on a page. */
export type OptionOverrides = Partial<Record<Groups, ({ custom?: boolean | null } & Record<string, unknown>) | null | undefined>>

/** One option group: built-in defaults, then the site-wide settings, then each override that ticked "Use own settings". */
function mergeGroup<G extends Groups>(
  name: G,
  settings: Partial<Record<Groups, object | null | undefined>>,
  ...overrides: (OptionOverrides | undefined)[]
): GalleryOptions[G] {
  return Object.assign(
    { ...defaultsOf(OPTION_GROUPS[name].specs), ...withoutEmpty(settings[name]) },
    ...overrides.map((place) => (place?.[name]?.custom ? withoutEmpty(place[name]) : {})),
  ) as unknown as GalleryOptions[G]
}

/**
 * Pure merge: built-in defaults, then the site-wide settings, then the gallery's own group when it
 * ticked "Use own settings", then a page block's own group the same way. Missing values never leave
 * a view without a number.
 */
export function resolveGalleryOptions(
  gallery: Pick<Gallery, 'view'> & OptionOverrides,
  settings: Partial<Record<Groups, object | null | undefined>>,
  block?: OptionOverrides & { view?: Gallery['view'] | null },
  site?: SiteSwitches | null,
): GalleryOptions {
  const group = <G extends Groups>(name: G) => mergeGroup(name, settings, gallery, block)
  const behaviour = group('behaviour')
  const lightbox = group('lightbox')
  // Site settings → Feature switches win over every gallery: off is off everywhere.
  const on = (name: keyof SiteSwitches) => site?.[name] !== false
  return {
    view: block?.view ?? gallery.view,
    viewOptions: group('viewOptions'),
    controls: group('controls'),
    lightbox: { ...lightbox, share: lightbox.share && on('sharing') },
    slideshow: group('slideshow'),
    carousel: group('carousel'),
    behaviour: {
      ...behaviour,
      comments: behaviour.comments && on('comments'),
      rating: behaviour.rating && on('ratings'),
      hitCounting: behaviour.hitCounting && on('hitCounting'),
    },
    // A watermark belongs to the gallery: a page block cannot take it off.
    watermark: mergeGroup('watermark', settings, gallery),
  }
}

/** A gallery's effective watermark settings (the part that decides which pixels are served). */
export const resolveWatermarkOptions = (gallery: OptionOverrides, settings: Partial<Record<Groups, object | null | undefined>>) =>
  mergeGroup('watermark', settings, gallery)
