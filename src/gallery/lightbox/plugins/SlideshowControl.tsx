'use client'

import { useLightboxProps, type Plugin } from 'yet-another-react-lightbox'

import { addToControlBar } from '@/lib/viewerPlugins'

import { useViewerHost } from './host'
import { IconButton } from './IconButton'

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The slideshow's state (useSlideshow, kept by the viewer: a click on the photo and Space toggle it too). */
    slideshowControl?: { playing: boolean; toggle: () => void }
  }
}

function SlideshowButton() {
  const { slideshowControl } = useLightboxProps()
  const { labels } = useViewerHost()
  if (!slideshowControl) return null
  const { playing, toggle } = slideshowControl
  return (
    <IconButton label={playing ? labels.pause : labels.play} onClick={toggle}>
      {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
    </IconButton>
  )
}

/**
 * Play / Pause in the bar. The library's Slideshow plugin plays on a timer too, but the seed's
 * slideshow also waits while a side panel or another window holds it and shows the last photo for
 * its interval: that is useSlideshow, and this plugin is its button.
 */
export const SlideshowControl: Plugin = ({ augment }) => {
  augment(({ controlBar, ...rest }) => ({ ...rest, controlBar: addToControlBar(controlBar, 'buttons', 'slideshow', <SlideshowButton />) }))
}
