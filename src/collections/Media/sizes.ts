/**
 * The stored sizes every image gets, in one light module (no Payload config): the collection
 * builds its imageSizes from it, and gallery code, the viewer and the watermark renderer read it.
 */

/** Widths of the responsive WebP derivatives (never enlarged past the original). */
export const DERIVATIVE_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const
export type DerivativeName = `w${(typeof DERIVATIVE_WIDTHS)[number]}`

/** The responsive sizes, narrowest first. */
export const WEB_SIZES = /* @__PURE__ */ DERIVATIVE_WIDTHS.map((width): DerivativeName => `w${width}`)
/** Every stored size: the responsive widths and the Open Graph crop. */
export const DERIVATIVE_NAMES = [...WEB_SIZES, 'og'] as const

/** Encoder settings of the stored derivatives; watermarked copies are encoded the same way. */
export const DERIVATIVE_WEBP = { quality: 72, effort: 3 } as const
export const OG_JPEG = { quality: 80, mozjpeg: true } as const
