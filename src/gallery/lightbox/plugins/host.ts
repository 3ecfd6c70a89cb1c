'use client'

import { useLightboxProps } from 'yet-another-react-lightbox'

import type { PhotoEngagement } from '../engagement'
import type { LightboxLabels, LightboxSlide } from '../types'

/**
 * What the viewer (the host) tells its plugins about the photo on the stage, as the lightbox's
 * `viewer` prop: the state the plugins share and the viewer keeps (which side panel is open, the
 * live numbers, the window's size). Each plugin's own options are its own prop (`info`, `rating`…).
 */
export type ViewerHost = {
  gallerySlug: string
  labels: LightboxLabels
  /** The photo on the stage, its place and its address (with the visitor's state). */
  photo: LightboxSlide
  position: number
  total: number
  photoUrl: string
  /** Its live numbers, and how a plugin reports a change (a vote, a comment). */
  engagement: PhotoEngagement
  updateEngagement: (change: Partial<PhotoEngagement>) => void
  /** The side column: one panel at a time, by name ('comments' or another domain's panel). */
  sidePanel: { open: string | null; side: 'left' | 'right' | null; setOpen: (name: string | null) => void }
}

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The host's state for the viewer's plugins (src/gallery/lightbox/plugins/host.ts). */
    viewer?: ViewerHost
  }
}

/** The host's state, in a plugin's component. */
export function useViewerHost(): ViewerHost {
  const { viewer } = useLightboxProps()
  if (!viewer) throw new Error('A viewer plugin is rendered outside the photo viewer')
  return viewer
}
