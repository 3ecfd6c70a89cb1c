'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { ViewerPanelLoader } from './viewerPanels'

const ViewerPanelsContext = createContext<readonly ViewerPanelLoader[]>([])

/** The site's layout lists the viewer's panels from other domains here (only names and loaders: the code comes with the viewer). */
export function ViewerPanelsProvider({ panels, children }: { panels: readonly ViewerPanelLoader[]; children: ReactNode }) {
  return <ViewerPanelsContext.Provider value={panels}>{children}</ViewerPanelsContext.Provider>
}

/** The panels the photo viewer may compose (none outside the site's layout). */
export function useViewerPanels(): readonly ViewerPanelLoader[] {
  return useContext(ViewerPanelsContext)
}
