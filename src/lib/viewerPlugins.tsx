'use client'

import type { ComponentType, ReactNode } from 'react'
import { MODULE_PORTAL, createModule, type ComponentProps } from 'yet-another-react-lightbox'

import type { ViewerPanelPlugin, ViewerPanelState } from './viewerPanels'

/**
 * What the photo viewer's own plugins and other domains' plugins share, in the shape of
 * yet-another-react-lightbox's plugins: each one declares its props on the lightbox (module
 * augmentation, below and beside each plugin), resolves its defaults and adds its parts with
 * `augment` (as the library's plugins add toolbar buttons with `addToolbarButton`), and puts its
 * provider around the lightbox with `addParent`.
 */

/** Something a plugin puts in the control bar or the side column, under its own key. */
export type ViewerPart = { key: string; element: ReactNode }

/** The viewer's control bar: what plugins put in it, in the order the viewer lists the plugins. */
export type ControlBarParts = {
  /** Toggles and buttons after the counter. */
  buttons: readonly ViewerPart[]
  /** Panels over the photo (info, rating): before the bar in the focus order. */
  overlays: readonly ViewerPart[]
  /** One-line messages under the buttons (a download that failed). */
  notes: readonly ViewerPart[]
}

/** The frame's side column: the panels plugins add; each renders itself while it is the open one. */
export type SidePanelParts = { panels: readonly ViewerPart[] }

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The control bar's parts (the gallery's ControlBar plugin renders them). */
    controlBar?: ControlBarParts
    /** The side column's panels (the gallery's SidePanel plugin renders them). */
    sidePanel?: SidePanelParts
    /** The host's state for each side panel another domain adds, by the panel's name. */
    viewerPanels?: Readonly<Record<string, ViewerPanelState>>
  }
}

const NO_PARTS: ControlBarParts = { buttons: [], overlays: [], notes: [] }

export const resolveControlBar = (bar?: Partial<ControlBarParts>): ControlBarParts => ({ ...NO_PARTS, ...bar })

/** The bar with one more part at the end of `place`. */
export function addToControlBar(bar: Partial<ControlBarParts> | undefined, place: keyof ControlBarParts, key: string, element: ReactNode): ControlBarParts {
  const parts = resolveControlBar(bar)
  return { ...parts, [place]: [...parts[place], { key, element }] }
}

/** The side column with one more panel. */
export function addSidePanel(side: Partial<SidePanelParts> | undefined, key: string, element: ReactNode): SidePanelParts {
  return { panels: [...(side?.panels ?? []), { key, element }] }
}

/** The parts of a side panel another domain adds to the viewer. */
export type SidePanelComponents = {
  name: string
  /** Holds the panel's state; given the host's state for it. */
  Provider: ComponentType<{ panel: ViewerPanelState; children?: ReactNode }>
  /** Its toggle in the control bar (with `data-panel-toggle="<name>"`). */
  Button: ComponentType
  /** The panel, rendered in the side column while it is open. */
  Slot: ComponentType
}

/** A side panel of another domain as a yet-another-react-lightbox plugin (the contract: src/lib/viewerPanels.ts). */
export function viewerSidePanel({ name, Provider, Button, Slot }: SidePanelComponents): ViewerPanelPlugin {
  function PanelModule({ viewerPanels, children }: ComponentProps) {
    const state = viewerPanels?.[name]
    if (!state) throw new Error(`The viewer lists the "${name}" panel but gives it no state`)
    return <Provider panel={state}>{children}</Provider>
  }
  return {
    name,
    plugin: ({ augment, addParent }) => {
      augment(({ controlBar, sidePanel, ...rest }) => ({ ...rest, controlBar: addToControlBar(controlBar, 'buttons', name, <Button />), sidePanel: addSidePanel(sidePanel, name, <Slot />) }))
      addParent(MODULE_PORTAL, createModule(`AtriumPanel-${name}`, PanelModule))
    },
  }
}
