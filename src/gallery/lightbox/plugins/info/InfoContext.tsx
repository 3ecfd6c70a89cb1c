'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

import type { LightboxLabels, LightboxSlide } from '../../types'
import type { InfoProps } from './props'

export type InfoController = { props: InfoProps; labels: LightboxLabels; photo: LightboxSlide; views: number | null; shown: boolean; toggle: () => void }

const InfoContext = createContext<InfoController | null>(null)
export const useInfo = () => useContext(InfoContext)

/** The info panel's state: shown or hidden (always shown when the gallery says so). */
export function InfoProvider({ props, labels, photo, views, children }: Omit<InfoController, 'shown' | 'toggle'> & { children: ReactNode }) {
  const [open, setOpen] = useState(props.alwaysShown)
  const shown = props.alwaysShown || open
  const value = useMemo(() => ({ props, labels, photo, views: props.showViews ? views : null, shown, toggle: () => setOpen((current) => !current) }), [props, labels, photo, views, shown])
  return <InfoContext.Provider value={value}>{children}</InfoContext.Provider>
}
