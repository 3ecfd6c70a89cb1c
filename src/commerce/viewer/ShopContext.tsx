'use client'

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'

import type { ViewerPanelState } from '@/lib/viewerPanels'

import { shopProps, type ShopProps } from './props'

export type ShopController = {
  props: ShopProps
  /** The current photo, and whether it can be bought (it has a pricelist). */
  photo: { id: number; forSale: boolean }
  open: boolean
  setOpen: (open: boolean) => void
}

const ShopContext = createContext<ShopController | null>(null)

export function useShop(): ShopController | null {
  return useContext(ShopContext)
}

/**
 * Holds the panel's state for the viewer (from the viewer's side-panel state). The panel closes
 * itself when the photo shown next has nothing for sale (the seed's rule), so walking the photos
 * never leaves an empty shop open.
 */
export function ShopProvider({ panel, children }: { panel: ViewerPanelState; children?: ReactNode }) {
  const { open, setOpen } = panel
  const forSale = panel.photo.offered
  const props = useMemo(() => shopProps(panel), [panel])
  const photo = useMemo(() => ({ id: panel.photo.id, forSale }), [panel.photo.id, forSale])
  useEffect(() => {
    if (open && !forSale) setOpen(false)
  }, [open, forSale, setOpen])
  const value = useMemo(() => ({ props, photo, open: open && forSale, setOpen }), [props, photo, open, forSale, setOpen])
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}
