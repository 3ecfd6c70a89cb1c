'use client'

import { Fragment } from 'react'
import { MODULE_CONTROLLER, createModule, type ComponentProps, type Plugin } from 'yet-another-react-lightbox'

/**
 * The viewer's frame, as a yet-another-react-lightbox plugin that wraps the stage (and the
 * filmstrip, which wraps it in turn): the photo column, and beside it, while one is open, the side
 * panel (comments, or one another domain adds) at the frame's full height. The panel never lies
 * over the photo, the control bar or the filmstrip, and pointer and key handling of the stage stay
 * with the stage (a drag that selects text in a panel is not a swipe). On phones the panel is a
 * sheet under the photo and its control bar (lightbox.css). The panels are the ones plugins add to
 * the `sidePanel` prop (src/lib/viewerPlugins.tsx); each renders itself while it is the open one.
 */
function SidePanelFrameLayout({ sidePanel, viewer, children }: ComponentProps) {
  const side = viewer?.sidePanel.side ?? null
  return (
    <div className={side ? `lb-frame lb-frame-${side}` : 'lb-frame'}>
      <div className="lb-frame-main">{children}</div>
      {side ? (
        <div className="lb-side">
          {sidePanel?.panels.map(({ key, element }) => (
            <Fragment key={key}>{element}</Fragment>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** Listed before the filmstrip, so the frame holds the strip and the stage together. */
export const SidePanel: Plugin = ({ addParent }) => {
  addParent(MODULE_CONTROLLER, createModule('AtriumSidePanel', SidePanelFrameLayout))
}
