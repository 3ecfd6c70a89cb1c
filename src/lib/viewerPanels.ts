import type { Plugin } from 'yet-another-react-lightbox'

import type { Gallery } from '@/payload-types'

/**
 * The contract between the photo viewer (the gallery domain, the host) and a side panel another
 * domain adds to it (the shop). Neither side imports the other: the routes compose them, the server
 * half where the viewer's data is made (`/galleries/<slug>/slides/…`), the client half in the site's
 * layout (src/app/(frontend)/ViewerPanels.client.tsx). Adding a panel: a source, a plugin, one line
 * in each of those two places.
 */

/** What a panel tells the viewer for one gallery: JSON, part of the viewer's cached data. */
export type ViewerPanelData = {
  /** The panel's name: `?panel=<name>` on a photo address opens it. */
  name: string
  /** The side it opens on. */
  position: 'left' | 'right'
  /** Its words, filled from the message catalogue on the server. */
  labels: Record<string, string>
  /** The photos it has something for: its button and panel show on these only. */
  photoIds: number[]
}

/** A photo of the gallery as the viewer walks it (a video clip or an embed is not a photo to sell). */
export type ViewerPanelPhoto = { id: number; kind: 'image' | 'clip' | 'embed' }

/**
 * A panel's server half: for a published gallery (as stored, its items at depth 2) and the photos
 * the viewer shows, what the viewer needs; null when the panel is off.
 */
export type ViewerPanelSource = (gallery: Gallery, photos: readonly ViewerPanelPhoto[]) => Promise<ViewerPanelData | null>

/** What the host gives a panel's client half while the viewer is open. */
export type ViewerPanelState = ViewerPanelData & {
  gallerySlug: string
  /** The side column's width in px (shared by every side panel). */
  width: number
  /** The photo on the stage, and whether this panel has something for it. */
  photo: { id: number; offered: boolean }
  /** Whether this panel holds the side column (one side panel at a time; the viewer closes it on a photo it does not offer). */
  open: boolean
  setOpen: (open: boolean) => void
}

/**
 * A panel's client half: a yet-another-react-lightbox plugin (made with `viewerSidePanel`,
 * src/lib/viewerPlugins.tsx) that puts a provider around the lightbox, a toggle in the control bar
 * and the panel in the frame's side column. The host gives it its state through the lightbox's
 * `viewerPanels` prop. The toggle carries `data-panel-toggle="<name>"`: Esc in the open panel hands
 * focus back to it.
 */
export type ViewerPanelPlugin = { name: string; plugin: Plugin }

/** How the layout lists a panel: its name and its code, fetched when a viewer first opens. */
export type ViewerPanelLoader = { name: string; load: () => Promise<ViewerPanelPlugin> }
