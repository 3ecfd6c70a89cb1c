import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

/** One stored derivative of an image. */
export type ImageSource = { url: string; width: number; height: number }

export type ResponsiveImageProps = {
  alt: string
  sources: ImageSource[]
  placeholder?: string | null
  /** Intrinsic (or box) size: reserves the space before the file arrives, so nothing shifts. */
  width: number
  height: number
  sizes: string
  /** The largest contentful image of the page: fetched eagerly with high priority. */
  priority?: boolean
  /**
   * With `priority`: high priority only on screens this media query matches (a preload for them);
   * elsewhere the image is still fetched eagerly, at low priority, behind the stylesheets and scripts,
   * and decoded off the main thread. For an image in the first screen of a wide screen but below a
   * phone's (left to the browser, it would ask for it at high or medium priority before any layout,
   * ahead of the page's text).
   */
  priorityMedia?: string
  className?: string
  /** Crop to the box instead of letterboxing. */
  cover?: boolean
  /** Off: load even when far below the fold (a gallery's lazy-load setting). */
  lazy?: boolean
  /** Leave wider derivatives out of srcset: keeps thumbnail markup short. */
  maxSourceWidth?: number
}

/** Picks the smallest stored derivative at least this wide, for the `src` fallback. */
export function pickSource(sources: ImageSource[], minWidth: number): ImageSource | undefined {
  return sources.find((source) => source.width >= minWidth) ?? sources.at(-1)
}

/** The derivatives no wider than maxWidth (the smallest one when all are wider); all without a limit. */
export function limitSources(sources: ImageSource[], maxWidth?: number): ImageSource[] {
  if (!maxWidth) return sources
  const limited = sources.filter((source) => source.width <= maxWidth)
  return limited.length > 0 ? limited : sources.slice(0, 1)
}

/** Our stored WebP derivatives as srcset, with a blurred micro-placeholder painted underneath. */
export function ResponsiveImage({ alt, sources: allSources, placeholder, width, height, sizes, priority = false, priorityMedia, className, cover = false, lazy = true, maxSourceWidth }: ResponsiveImageProps) {
  const sources = limitSources(allSources, maxSourceWidth)
  const fallback = pickSource(sources, 640)
  if (!fallback) return null
  const style: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    objectFit: cover ? 'cover' : undefined,
    backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
    backgroundSize: placeholder ? 'cover' : undefined,
  }
  const srcSet = sources.map((source) => `${source.url} ${source.width}w`).join(', ')
  // React adds no preload of its own beside this one: not for an image marked low, and not for one
  // whose srcset and sizes it has already been asked to preload.
  if (priority && priorityMedia) preload(fallback.url, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media: priorityMedia })
  // Low where the preload above leaves it out: fetched eagerly all the same, behind what the page's text needs.
  const fetchPriority = !priority ? undefined : priorityMedia ? 'low' : 'high'
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own derivatives; Next's optimizer is off by design
    <img
      alt={alt}
      src={fallback.url}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      loading={priority || !lazy ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding={fetchPriority === 'high' ? 'sync' : 'async'}
      className={className}
      style={style}
    />
  )
}
