'use client'

import type { Plugin } from 'yet-another-react-lightbox'

import { addToControlBar } from '@/lib/viewerPlugins'

import { useViewerHost } from './host'
import { ShareMenu } from './ShareMenu'

function ShareButton() {
  const { photo, photoUrl, labels } = useViewerHost()
  return <ShareMenu photo={photo} url={photoUrl} labels={labels} />
}

/** Share the photo's address: the system share sheet, or a menu of links, e-mail and "Copy link". */
export const Share: Plugin = ({ augment }) => {
  augment(({ controlBar, ...rest }) => ({ ...rest, controlBar: addToControlBar(controlBar, 'buttons', 'share', <ShareButton />) }))
}
