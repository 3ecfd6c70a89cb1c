/**
 * How many photos of a view carry their blurred preview: about a first screen's worth (five
 * columns, two or three rows, on a wide screen). A preview is seen only while its photo is on
 * screen and not yet loaded; photos lower down start loading before they scroll into view, so they
 * show the plain skeleton colour (gallery.css) if they are late. Each preview is an image the
 * browser decodes at the first layout and some 200 bytes in the page twice (HTML and React's
 * data): on a 60-photo page the other 48 cost about 4 Lighthouse points.
 */
export const BLURRED_PREVIEWS = 12

/** The photo's blurred preview if it is among the first BLURRED_PREVIEWS of its view, else null. */
export function previewFor(placeholder: string | null, index: number): string | null {
  return index < BLURRED_PREVIEWS ? placeholder : null
}
