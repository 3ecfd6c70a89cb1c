'use client'

import type { ReactNode } from 'react'

import type { ViewerPanelLoader } from '@/lib/viewerPanels'
import { ViewerPanelsProvider } from '@/lib/viewerPanelsContext'

/**
 * The photo viewer's side panels from other domains (their server halves are listed in the viewer's
 * data route). Each one's code loads with the viewer, not with the page.
 */
const PANELS: readonly ViewerPanelLoader[] = [{ name: 'shop', load: () => import('@/commerce/viewer').then((module) => module.shopViewerPanel) }]

export function ViewerPanels({ children }: { children: ReactNode }) {
  return <ViewerPanelsProvider panels={PANELS}>{children}</ViewerPanelsProvider>
}
