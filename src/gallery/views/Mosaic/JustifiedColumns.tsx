import ServerPhotoAlbum from 'react-photo-album/server'

import type { GalleryPhoto } from '../../data/types'
import { ALBUM_BREAKPOINTS, ALBUM_SPACING, mosaicColumns } from '../../layouts/mosaic'
import { Thumbnail } from '../shared/Thumbnail'
import type { ViewProps } from '../types'

type AlbumPhoto = { key: string; src: string; width: number; height: number; photo: GalleryPhoto }

/**
 * The vertical mosaic: justified columns, which CSS alone cannot do. react-photo-album's server
 * component lays the gallery out for a few container widths and a container query shows the one
 * that fits — no JavaScript, no shift. Each tile is our own thumbnail in the library's sized wrapper.
 */
export function JustifiedColumns(view: ViewProps) {
  const { thumbnailWidth, maxColumns, mosaicResizable, titleDisplay } = view.options.viewOptions
  const photos: AlbumPhoto[] = view.photos.map((photo) => ({ key: String(photo.id), src: photo.sources[0]!.url, width: photo.width, height: photo.height, photo }))
  // The same `sizes` in every breakpoint's copy, so each photo resolves to one file, fetched once.
  const sizes = `(max-width: 640px) 100vw, ${Math.round(thumbnailWidth * 1.5)}px`
  return (
    <ServerPhotoAlbum
      layout="columns"
      photos={photos}
      breakpoints={[...ALBUM_BREAKPOINTS]}
      spacing={ALBUM_SPACING}
      padding={0}
      columns={(width) => mosaicColumns(width, thumbnailWidth, maxColumns, mosaicResizable)}
      classNames={{ container: `photo-album mosaic-vertical titles-${titleDisplay}` }}
      componentsProps={{ container: { 'aria-label': undefined, role: undefined } }}
      render={{
        wrapper: ({ children: _libraryImage, ...props }, { photo: item, index }) => (
          <div {...props} data-photo={item.photo.id}>
            <Thumbnail photo={item.photo} index={index} view={view} image={{ width: item.photo.width, height: item.photo.height, sizes, maxSourceWidth: 1280 }} />
          </div>
        ),
      }}
    />
  )
}
