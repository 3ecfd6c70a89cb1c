'use client'

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'

import type { ShopProps } from './props'

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
 * Holds the panel's state for the viewer. The panel closes itself when the photo shown next has
 * nothing for sale (the seed's rule), so walking the photos never leaves an empty shop open.
 */
export function ShopProvider({ props, photo, open, setOpen, children }: ShopController & { children: ReactNode }) {
  const shown = open && props.enabled && photo.forSale
  useEffect(() => {
    if (open && !(props.enabled && photo.forSale)) setOpen(false)
  }, [open, props.enabled, photo.forSale, setOpen])
  const value = useMemo(() => ({ props, photo, open: shown, setOpen }), [props, photo, shown, setOpen])
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}
