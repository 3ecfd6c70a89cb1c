'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

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

/** Holds the panel's state for the viewer (from the viewer's side-panel state, which also closes it on a photo not for sale). */
export function ShopProvider({ panel, children }: { panel: ViewerPanelState; children?: ReactNode }) {
  const { open, setOpen } = panel
  const forSale = panel.photo.offered
  const props = useMemo(() => shopProps(panel), [panel])
  const photo = useMemo(() => ({ id: panel.photo.id, forSale }), [panel.photo.id, forSale])
  const value = useMemo(() => ({ props, photo, open: open && forSale, setOpen }), [props, photo, open, forSale, setOpen])
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}
