'use client'

import { useInfo } from './InfoContext'
import { InfoPanel } from './InfoPanel'

export { InfoButton } from './InfoButton'
export { InfoProvider, useInfo } from './InfoContext'
export { defaultInfoProps, resolveInfoProps, type InfoProps } from './props'

/** Where the viewer puts the panel: shown while the context says so. */
export function InfoSlot() {
  const info = useInfo()
  if (!info?.shown) return null
  return <InfoPanel photo={info.photo} labels={info.labels} position={info.props.position} views={info.views} />
}
