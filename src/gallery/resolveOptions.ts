import type { Gallery, GallerySetting } from '@/payload-types'

import { OPTION_GROUPS, defaultsOf, type OptionGroupName } from './options'

type Groups = OptionGroupName
type Strip<T> = Omit<NonNullable<T>, 'custom' | 'id'>

export type GalleryOptions = {
  view: Gallery['view']
  viewOptions: Strip<GallerySetting['viewOptions']>
  lightbox: Strip<GallerySetting['lightbox']>
  slideshow: Strip<GallerySetting['slideshow']>
  carousel: Strip<GallerySetting['carousel']>
  behaviour: Strip<GallerySetting['behaviour']>
  watermark: Strip<GallerySetting['watermark']>
}


function withoutEmpty(values: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(([key, value]) => key !== 'custom' && key !== 'id' && value !== null && value !== undefined),
  )
}

/**
 * Pure merge: built-in defaults, then the site-wide settings, then the gallery's own group when it
 * ticked "Use own settings". Missing values never leave a view without a number.
 */
export function resolveGalleryOptions(
  gallery: Pick<Gallery, 'view'> & Partial<Pick<Gallery, Groups>>,
  settings: Partial<Pick<GallerySetting, Groups>>,
): GalleryOptions {
  const group = <G extends Groups>(name: G) => {
    const own = gallery[name] as { custom?: boolean | null } | null | undefined
    return {
      ...defaultsOf(OPTION_GROUPS[name].specs),
      ...withoutEmpty(settings[name]),
      ...(own?.custom ? withoutEmpty(own) : {}),
    } as unknown as GalleryOptions[G]
  }
  return {
    view: gallery.view,
    viewOptions: group('viewOptions'),
    lightbox: group('lightbox'),
    slideshow: group('slideshow'),
    carousel: group('carousel'),
    behaviour: group('behaviour'),
    watermark: group('watermark'),
  }
}
