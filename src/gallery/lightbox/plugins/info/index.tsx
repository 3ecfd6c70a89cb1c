'use client'

import { useMemo } from 'react'
import { MODULE_PORTAL, createModule, type ComponentProps, type Plugin } from 'yet-another-react-lightbox'

import { addToControlBar } from '@/lib/viewerPlugins'

import { InfoButton } from './InfoButton'
import { InfoProvider, useInfo } from './InfoContext'
import { InfoPanel } from './InfoPanel'
import { resolveInfoProps, type InfoProps } from './props'

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The info panel's options (the Info plugin). */
    info?: Partial<InfoProps>
  }
}

/** The panel over the photo: shown while the plugin's state says so. */
function InfoSlot() {
  const info = useInfo()
  if (!info?.shown) return null
  return <InfoPanel photo={info.photo} labels={info.labels} position={info.props.position} views={info.views} />
}

function InfoModule({ info, viewer, children }: ComponentProps) {
  // Resolved by the plugin's augmentation already; kept as one value while its options stay the same.
  const { position, alwaysShown, showViews } = resolveInfoProps(info)
  const props = useMemo(() => ({ position, alwaysShown, showViews }), [position, alwaysShown, showViews])
  if (!viewer) return <>{children}</>
  return (
    <InfoProvider props={props} labels={viewer.labels} photo={viewer.photo} views={viewer.engagement.hits}>
      {children}
    </InfoProvider>
  )
}

/** The photo's details (title, description, credit, tags, camera, views): a toggle in the bar and a panel over the photo. */
export const Info: Plugin = ({ augment, addParent }) => {
  augment(({ info, controlBar, ...rest }) => ({
    ...rest,
    info: resolveInfoProps(info),
    controlBar: addToControlBar(addToControlBar(controlBar, 'buttons', 'info', <InfoButton />), 'overlays', 'info', <InfoSlot />),
  }))
  addParent(MODULE_PORTAL, createModule('AtriumInfo', InfoModule))
}
