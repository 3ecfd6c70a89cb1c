/**
 * The gallery and album views by value and admin label, written once for the collections, the page
 * block and the code that renders them. Kept apart from the option specs (../options.ts) so
 * the address parser, which also runs in the browser, does not carry the whole admin field list.
 */
export const GALLERY_VIEWS = [
  { value: 'thumbnails', label: 'Thumbnails grid' },
  { value: 'masonry', label: 'Masonry' },
  { value: 'mosaic', label: 'Mosaic' },
  { value: 'slideshow', label: 'Slideshow' },
  { value: 'carousel', label: 'Carousel' },
  { value: 'image-browser', label: 'Image browser' },
  { value: 'blog-style', label: 'Blog style' },
] as const
export type GalleryView = (typeof GALLERY_VIEWS)[number]['value']
// Pure: browser code that never reads the list (the gallery shell) then carries neither it nor the labels.
export const GALLERY_VIEW_VALUES = /* @__PURE__ */ GALLERY_VIEWS.map((view) => view.value) as [GalleryView, ...GalleryView[]]

export const ALBUM_VIEWS = [
  { value: 'compact', label: 'Compact (cover grid)' },
  { value: 'extended', label: 'Extended (one row per child)' },
  { value: 'masonry', label: 'Masonry' },
] as const
export type AlbumView = (typeof ALBUM_VIEWS)[number]['value']
