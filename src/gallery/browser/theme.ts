import type { CSSProperties } from 'react'

/** A colour an editor may enter: # and six hex digits (nothing else reaches a style attribute). */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export type GalleryTheme = { name: 'light' | 'dark' | 'custom'; background?: string | null; text?: string | null; accent?: string | null }

/** Custom colours as the CSS variables the gallery styles read; light and dark are classes. */
export function themeStyle(theme: GalleryTheme | undefined): CSSProperties | undefined {
  if (theme?.name !== 'custom') return undefined
  const style: Record<string, string> = {}
  if (theme.background && HEX_COLOUR.test(theme.background)) style['--gallery-bg'] = theme.background
  if (theme.text && HEX_COLOUR.test(theme.text)) style['--gallery-ink'] = theme.text
  if (theme.accent && HEX_COLOUR.test(theme.accent)) style['--gallery-accent'] = theme.accent
  return style as CSSProperties
}
