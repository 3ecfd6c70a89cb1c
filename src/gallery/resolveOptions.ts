import type { Gallery, GallerySetting } from '@/payload-types'

import {
  BEHAVIOUR_OPTIONS,
  CAROUSEL_OPTIONS,
  LIGHTBOX_OPTIONS,
  SLIDESHOW_OPTIONS,
  VIEW_OPTIONS,
  WATERMARK_OPTIONS,
  defaultsOf,
} from './options'

type Groups = 'viewOptions' | 'lightbox' | 'slideshow' | 'carousel' | 'behaviour' | 'watermark'
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

const SPECS = {
  viewOptions: VIEW_OPTIONS,
  lightbox: LIGHTBOX_OPTIONS,
  slideshow: SLIDESHOW_OPTIONS,
  carousel: CAROUSEL_OPTIONS,
  behaviour: BEHAVIOUR_OPTIONS,
  watermark: WATERMARK_OPTIONS,
} as const

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
      ...defaultsOf(SPECS[name]),
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
