'use client'

import { Fragment, useEffect, useRef } from 'react'
import { MODULE_CONTROLLER, createModule, type ComponentProps, type Plugin } from 'yet-another-react-lightbox'

import { fill } from '@/lib/messageTemplates'
import { useMediaQuery } from '@/lib/useMediaQuery'
import { resolveControlBar } from '@/lib/viewerPlugins'

import { IconButton } from './IconButton'

/** The window's controls the viewer keeps: size, fullscreen, and whether the other controls show. */
export type ViewerWindow = {
  maximized: boolean
  fullscreen: boolean
  fullscreenSupported: boolean
  toggleMaximized: () => void
  toggleFullscreen: () => void
  controlsShown: boolean
  toggleControls: () => void
}

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The window's state for the control bar's own buttons (the ControlBar plugin). */
    viewerWindow?: ViewerWindow
  }
}

/** Where the viewer takes the whole window (lightbox.css). */
const PHONE = '(max-width: 640px)'

/**
 * The viewer's control bar (top or bottom): the counter, the buttons the other plugins add (in the
 * order the viewer lists them), size and fullscreen, and the caret that hides the rest of the
 * controls. Before it, the live announcement and the panels plugins put over the photo.
 */
function ControlBarModule({ controlBar, viewer, viewerWindow }: ComponentProps) {
  const { buttons, overlays, notes } = resolveControlBar(controlBar)
  // On a phone the viewer already fills the screen: no Maximize or fullscreen to offer.
  const phone = useMediaQuery(PHONE)
  // Side panels stop at the bar: its height (it wraps on narrow screens) is shared as --lb-bar-height.
  const bar = useRef<HTMLDivElement>(null)
  const shown = Boolean(viewer && viewerWindow)
  useEffect(() => {
    const element = bar.current
    const root = element?.closest<HTMLElement>('.atrium-lightbox')
    if (!element || !root) return
    const observer = new ResizeObserver(() => root.style.setProperty('--lb-bar-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  if (!viewer || !viewerWindow) return null
  const { labels, photo, position, total } = viewer
  const size = viewerWindow
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {fill(labels.announce, { index: position, total, title: photo.title })}
      </p>
      {overlays.map(({ key, element }) => (
        <Fragment key={key}>{element}</Fragment>
      ))}
      <div className="lb-bar" ref={bar} data-controls={size.controlsShown ? 'shown' : 'hidden'}>
        <div className="lb-bar-items">
          <span className="lb-counter">{fill(labels.counter, { index: position, total })}</span>
          {buttons.map(({ key, element }) => (
            <Fragment key={key}>{element}</Fragment>
          ))}
          {size.fullscreen || phone ? null : (
            <IconButton label={size.maximized ? labels.restore : labels.maximize} onClick={size.toggleMaximized}>
              {size.maximized ? <path d="M8 8h8v8H8zM4 4h16v16H4zm2 2v12h12V6z" /> : <path d="M4 4h16v16H4zm2 2v12h12V6z" />}
            </IconButton>
          )}
          {size.fullscreenSupported && (!phone || size.fullscreen) ? (
            <IconButton label={size.fullscreen ? labels.exitFullscreen : labels.enterFullscreen} onClick={size.toggleFullscreen}>
              {size.fullscreen ? <path d="M8 3v5H3v2h7V3zm8 0v7h5V8h-3V3zM3 14v2h5v5h2v-7zm11 0v7h2v-5h5v-2z" /> : <path d="M3 3h7v2H5v5H3zm11 0h7v7h-2V5h-5zM3 14h2v5h5v2H3zm16 0h2v7h-7v-2h5z" />}
            </IconButton>
          ) : null}
        </div>
        <IconButton label={size.controlsShown ? labels.hideControls : labels.showControls} onClick={size.toggleControls} className="lb-caret">
          {size.controlsShown ? <path d="m7 10 5 5 5-5z" /> : <path d="m7 14 5-5 5 5z" />}
        </IconButton>
        {notes.map(({ key, element }) => (
          <Fragment key={key}>{element}</Fragment>
        ))}
      </div>
    </>
  )
}

/** Listed before the plugins that add to the bar: it resolves the bar's parts and renders them. */
export const ControlBar: Plugin = ({ augment, addChild }) => {
  augment(({ controlBar, ...rest }) => ({ ...rest, controlBar: resolveControlBar(controlBar) }))
  addChild(MODULE_CONTROLLER, createModule('AtriumControlBar', ControlBarModule))
}
