'use client'

import type { Plugin } from 'yet-another-react-lightbox'
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'

import type { ViewerPanelPlugin } from '@/lib/viewerPanels'

import { Comments } from './comments'
import { ControlBar } from './ControlBar'
import { Download } from './Download'
import { FilmstripPlugin } from './Filmstrip'
import { Info } from './info'
import { Rating } from './rating'
import { Share } from './Share'
import { SidePanel } from './SidePanel'
import { SlideshowControl } from './SlideshowControl'

/** Which of the viewer's own features a gallery has on. */
export type ViewerFeatures = { filmstrip: boolean; slideshow: boolean; rating: boolean; comments: boolean; share: boolean; downloads: boolean }

/**
 * The photo viewer's plugins, in the order that composes them: the library's Fullscreen around the
 * frame (side column) around the
 * filmstrip around the stage, then the control bar, then the plugins that add to the bar, in the
 * bar's order (slideshow, info, rating, comments, share, other domains' panels, download). A new
 * feature of the viewer is a plugin in ./ and a line here.
 */
export function viewerPlugins(features: ViewerFeatures, panels: readonly ViewerPanelPlugin[]): Plugin[] {
  return [
    // First: its element (the one that goes fullscreen) then holds the frame, the filmstrip and the stage.
    Fullscreen,
    SidePanel,
    ...(features.filmstrip ? [FilmstripPlugin] : []),
    Zoom,
    ControlBar,
    ...(features.slideshow ? [SlideshowControl] : []),
    Info,
    ...(features.rating ? [Rating] : []),
    ...(features.comments ? [Comments] : []),
    ...(features.share ? [Share] : []),
    ...panels.map((panel) => panel.plugin),
    ...(features.downloads ? [Download] : []),
  ]
}
