'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { MODULE_CONTROLLER, createModule, type Plugin } from 'yet-another-react-lightbox'

/**
 * The viewer's frame, as a yet-another-react-lightbox plugin that wraps the stage (and the
 * filmstrip, which wraps it in turn): the photo column, and beside it, while one is open, the side
 * panel (comments, or one another domain adds) at the frame's full height. The panel never lies over the photo, the
 * control bar or the filmstrip, and pointer and key handling of the stage stay with the stage (a
 * drag that selects text in a panel is not a swipe). On phones the panel is a sheet under the
 * photo and its control bar (lightbox.css).
 */
export type SidePanelFrame = {
  /** The open panel's side, or null when none is open. */
  side: 'left' | 'right' | null
  /** The panel plugins' slots: each renders its panel while it is the open one. */
  panels: ReactNode
}

/** Set by the viewer around the lightbox; without it the frame holds only the stage. */
export const SidePanelContext = createContext<SidePanelFrame | null>(null)

function SidePanelFrameLayout({ children }: { children?: ReactNode }) {
  const frame = useContext(SidePanelContext)
  const side = frame?.side ?? null
  return (
    <div className={side ? `lb-frame lb-frame-${side}` : 'lb-frame'}>
      <div className="lb-frame-main">{children}</div>
      {side ? <div className="lb-side">{frame?.panels}</div> : null}
    </div>
  )
}

/** Listed before the filmstrip, so the frame holds the strip and the stage together. */
export const SidePanelPlugin: Plugin = ({ addParent }) => {
  addParent(MODULE_CONTROLLER, createModule('AtriumSidePanel', SidePanelFrameLayout))
}
