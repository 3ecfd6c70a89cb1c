'use client'

import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import Lightbox, { type ControllerRef, type FullscreenRef, type RenderSlideProps, type Slide } from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'

import type { ViewerPanelPlugin, ViewerPanelState } from '@/lib/viewerPanels'

import type { ViewerWindow } from './plugins/ControlBar'
import { ClipSlide } from './plugins/ClipSlide'
import { EmbedFacade, ProviderLink } from './plugins/EmbedFacade'
import { LazyPart } from './plugins/LazyPart'
import type { FilmstripOptions } from './plugins/Filmstrip'
import type { ViewerHost } from './plugins/host'
import { viewerPlugins } from './plugins/list'
import { useEngagement, useViewCounter } from './engagement'
import { useSlideshow } from './plugins/useSlideshow'
import { useFirstPhotoShown } from './useFirstPhotoShown'
import { stepIndex, transitionDuration } from '../layouts/slideshow'
import { preloadOrder } from './rules'
import type { LightboxData, LightboxSlide } from './types'
import './lightbox.css'

export type ViewerProps = {
  data: LightboxData
  /** The code of the side panels other domains add (src/lib/viewerPanels.ts), for those the data says are on. */
  panels: readonly ViewerPanelPlugin[]
  index: number
  /** The photo address for a slide (carries the visitor's state): shared and pushed to history. */
  photoUrl: (slide: LightboxSlide) => string
  /** The side panel to open with ('comments' or a plugin's name). A side panel holds the slideshow. */
  panel: string | null
  onView: (index: number) => void
  onClose: () => void
  /** Called once the first photo has been shown (the opener then takes the server's viewer away). */
  onReady?: () => void
  /** The gallery's "open in fullscreen" applies (a visitor's press opened the viewer). */
  autoFullscreen?: boolean
}

type ViewerSlide = Slide & { photo: LightboxSlide; thumbnail?: string }

// A video's or a post's slide from another site (its facade and consent prompt) loads with the first
// such slide shown: a gallery of photos never fetches it. (Our own clips' player loads its parts on Play.)
const EmbedSlide = lazy(() => import('./plugins/EmbedSlide').then((module) => ({ default: module.EmbedSlide })))

function toYarlSlide(photo: LightboxSlide): ViewerSlide {
  const largest = photo.sources.at(-1)!
  return {
    src: largest.url,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    srcSet: photo.sources.map((source) => ({ src: source.url, width: source.width, height: source.height })),
    thumbnail: photo.sources[0]!.url,
    photo,
  }
}

/** The dialog element (yet-another-react-lightbox renders it into a portal; only one is ever open). */
const viewerRoot = () => document.querySelector<HTMLElement>('.atrium-lightbox')

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The photo viewer: yet-another-react-lightbox for the stage, swipe, keys and zoom, composed with
 * its plugins (plugins/list.ts): the side column, the filmstrip, the control bar and what adds to it
 * (slideshow, info, rating, comments, share, other domains' panels, download). The viewer keeps the
 * state they share (the photo on the stage, its numbers, the open side panel, the window's size),
 * gives it to them as the lightbox's `viewer` prop, and handles the keys. Loaded on demand by the
 * gallery's opener island.
 */
export default function Viewer({ data, panels: plugins, index, photoUrl, panel: initialPanel, onView, onClose, onReady, autoFullscreen = true }: ViewerProps) {
  const { settings, labels } = data
  const slides = useMemo(() => data.slides.map(toYarlSlide), [data.slides])
  const controller = useRef<ControllerRef>(null)
  const [maximized, setMaximized] = useState(settings.openMaximized)
  const [fullscreen, setFullscreen] = useState(false)
  const [controlsShown, setControlsShown] = useState(true)
  // One side panel at a time: comments and the plugins' panels exclude each other.
  const [panel, setPanel] = useState<string | null>(initialPanel === 'comments' || plugins.some((plugin) => plugin.name === initialPanel) ? initialPanel : null)
  const total = slides.length
  const current = data.slides[index]!
  const last = index === total - 1
  const reduced = prefersReducedMotion()
  const duration = reduced || settings.effect === 'none' ? 0 : transitionDuration(settings.slideshowInterval, settings.effectDuration)
  // Only 'slide' moves photos sideways; fade (and cube, which falls back to fade) cross-fades in CSS.
  const swipe = settings.effect === 'slide' ? duration : 0
  const slideshow = useSlideshow({
    autoplay: settings.autoplay && settings.slideshowInterval > 0,
    intervalMs: settings.slideshowInterval * 1000,
    canAdvance: settings.loop || !last,
    held: panel !== null,
    index,
    advance: () => controller.current?.next(),
  })

  // The photo asked for comes first: everything else the viewer fetches waits until it has loaded.
  const firstShown = useFirstPhotoShown(!current.embed && !current.clip)
  // The server's viewer (over this one) goes once the photo is on screen: never a blank stage between.
  useEffect(() => {
    if (firstShown) onReady?.()
  }, [firstShown, onReady])
  const engagement = useEngagement(data.gallery.slug, settings.rating || settings.comments || settings.showViewCount, firstShown)
  const updateEngagement = engagement.update
  const viewCounted = useCallback((photoId: number, hits: number) => updateEngagement(photoId, { hits }), [updateEngagement])
  useViewCounter(data.gallery.slug, current.id, settings.hitCounting && engagement.loaded && firstShown, viewCounted)
  const currentEngagement = engagement.of(current.id)
  const updateCurrent = useCallback((change: Parameters<typeof updateEngagement>[1]) => updateEngagement(current.id, change), [updateEngagement, current.id])

  // Which neighbours may load now: the preload rule, nothing more (YARL keeps ±preload slides mounted).
  const allowed = useMemo(() => new Set(firstShown ? preloadOrder(index, total, settings.preloadCount, settings.loop) : []), [firstShown, index, total, settings.preloadCount, settings.loop])
  // Mounted on each side: enough for the preload rule (the filmstrip lists every photo itself).
  const mounted = Math.max(1, Math.ceil(settings.preloadCount / 2))
  const filmstrip = useMemo<FilmstripOptions | null>(
    () =>
      settings.filmstrip
        ? {
            position: settings.filmstripPosition,
            thumbnail: { width: settings.filmstripSize, height: Math.round((settings.filmstripSize * 2) / 3) },
            labels: { filmstrip: labels.filmstrip, back: labels.filmstripBack, forward: labels.filmstripForward },
            reducedMotion: reduced,
            hold: !firstShown,
          }
        : null,
    [settings.filmstrip, settings.filmstripPosition, settings.filmstripSize, labels, reduced, firstShown],
  )

  // The viewer only ever renders in the browser (the opener mounts it after a visitor's action).
  const fullscreenSupported = document.fullscreenEnabled === true

  // Fullscreen is the library's plugin (it also leaves fullscreen when the viewer closes); its
  // button is ours, in the bar, so the viewer drives it through its handle and hears its changes.
  const fullscreenHandle = useRef<FullscreenRef>(null)

  // Right-click protection covers the photos inside the viewer too.
  useEffect(() => {
    if (!settings.protect) return
    const onContextMenu = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('.atrium-lightbox img, .atrium-lightbox .yarl__slide')) event.preventDefault()
    }
    document.addEventListener('contextmenu', onContextMenu)
    return () => document.removeEventListener('contextmenu', onContextMenu)
  }, [settings.protect])

  // Space toggles the slideshow, except while typing or on a control that Space already presses.
  const toggle = slideshow.toggle
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.defaultPrevented) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, button, a, [contenteditable="true"]')) return
      if (!target?.closest('.atrium-lightbox') && target !== document.body) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [toggle])

  // ←/→ walk the photos. The lightbox's own key handling folds presses made during a transition
  // into one; here every press counts and runs in order (a change asked for mid-transition is
  // queued, as in the seed). Ignored while typing in a field of the viewer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      if (target !== document.body && !viewerRoot()?.contains(target)) return
      event.preventDefault()
      event.stopPropagation()
      if (event.key === 'ArrowLeft') controller.current?.prev()
      else controller.current?.next()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  // With a side panel open, Esc anywhere in the viewer closes the panel first (focus back on its
  // button), not the viewer; the share menu, nearer still, handles its own Esc.
  useEffect(() => {
    if (!panel) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const target = event.target as HTMLElement | null
      if (target?.closest('.lb-share') || (target !== document.body && !viewerRoot()?.contains(target))) return
      event.preventDefault()
      event.stopPropagation()
      const toggle = panel === 'comments' ? '.lb-comments-toggle button' : `[data-panel-toggle="${CSS.escape(panel)}"]`
      setPanel(null)
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>(`.atrium-lightbox ${toggle}`)?.focus())
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [panel])

  // Esc closes the innermost open thing (a menu or panel hands focus back to its button), then the
  // viewer. When focus has fallen to the page (the control that held it went away), the lightbox's
  // own key handler cannot hear Esc, so the viewer closes from here.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const active = document.activeElement
      if (active && active !== document.body && active !== document.documentElement) return
      onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  // Focus stays inside: Tab from the last control wraps to the first, Shift+Tab the other way.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const dialog = viewerRoot()
      if (!dialog) return
      const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], iframe, [tabindex]:not([tabindex="-1"])')].filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      )
      if (focusable.length === 0) return
      const first = focusable[0]!
      const last = focusable.at(-1)!
      const active = document.activeElement as HTMLElement | null
      if (!active || !dialog.contains(active)) {
        event.preventDefault()
        first.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // Each other domain's panel: what the data says about it, and the viewer's state for it.
  const pluginPanels = useMemo(
    () =>
      plugins.flatMap((plugin) => {
        const panelData = data.panels.find((candidate) => candidate.name === plugin.name)
        if (!panelData) return []
        const setOpen = (open: boolean) => setPanel((current) => (open ? plugin.name : current === plugin.name ? null : current))
        return [{ plugin, data: panelData, offered: new Set(panelData.photoIds), setOpen }]
      }),
    [plugins, data.panels],
  )
  const viewerPanels = useMemo(
    () =>
      Object.fromEntries(
        pluginPanels.map(({ plugin, data: panelData, offered, setOpen }): [string, ViewerPanelState] => [
          plugin.name,
          { ...panelData, gallerySlug: data.gallery.slug, width: settings.commentsWidth, photo: { id: current.id, offered: offered.has(current.id) }, open: panel === plugin.name, setOpen },
        ]),
      ),
    [pluginPanels, data.gallery.slug, settings.commentsWidth, current.id, panel],
  )
  const panelStates = Object.values(viewerPanels)
  const commentsOpen = panel === 'comments' && settings.comments
  const openPlugin = panelStates.find((state) => state.open && state.photo.offered)
  // A panel closes when the photo shown next has nothing for it (the seed's rule), so
  // walking the photos never leaves an empty panel open or the slideshow held by one.
  // (Set while rendering, as React advises for state that follows a prop: the photo shown.)
  if (panelStates.some((state) => state.open && !state.photo.offered)) setPanel(null)
  const sidePosition = commentsOpen ? settings.commentsPosition : (openPlugin?.position ?? null)
  const side = sidePosition === 'left' || sidePosition === 'right' ? sidePosition : null

  // What the plugins share: the photo on the stage, its numbers, the side column.
  const host = useMemo<ViewerHost>(
    () => ({
      gallerySlug: data.gallery.slug,
      labels,
      photo: current,
      position: index + 1,
      total,
      photoUrl: photoUrl(current),
      engagement: currentEngagement,
      updateEngagement: updateCurrent,
      sidePanel: { open: panel, side, setOpen: setPanel },
    }),
    [data.gallery.slug, labels, current, index, total, photoUrl, currentEngagement, updateCurrent, panel, side],
  )
  const viewerWindow: ViewerWindow = {
    maximized,
    fullscreen,
    fullscreenSupported,
    toggleMaximized: () => setMaximized((value) => !value),
    toggleFullscreen: () => (fullscreen ? fullscreenHandle.current?.exit() : fullscreenHandle.current?.enter()),
    controlsShown,
    toggleControls: () => setControlsShown((value) => !value),
  }
  // The viewer's plugins, in the control bar's order; the settings say which are on.
  const lightboxPlugins = useMemo(
    () =>
      viewerPlugins(
        { filmstrip: settings.filmstrip, slideshow: slideshow.available, rating: settings.rating, comments: settings.comments, share: settings.share, downloads: settings.downloads },
        pluginPanels.map(({ plugin }) => plugin),
      ),
    [settings.filmstrip, slideshow.available, settings.rating, settings.comments, settings.share, settings.downloads, pluginPanels],
  )
  const style = {
    '--lb-width': `${settings.width}px`,
    '--lb-height': `${settings.height}px`,
    '--lb-fade': `${duration}ms`,
    // An open side panel's width: the info and rating panels make room for it (lightbox.css).
    '--lb-side-width': `min(${settings.commentsWidth}px, 100%)`,
  } as CSSProperties as Record<`--yarl__${string}`, string>

  const className = [
    'atrium-lightbox',
    maximized || fullscreen ? 'lb-maximized' : 'lb-normal',
    `lb-effect-${settings.effect === 'cube' ? 'fade' : settings.effect}`,
    controlsShown ? '' : 'lb-controls-hidden',
    `lb-bar-${settings.controlBarPosition}`,
    side ? `lb-side-${side}` : '',
  ].filter(Boolean).join(' ')

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      className={className}
      styles={{ root: style }}
      plugins={lightboxPlugins}
      viewer={host}
      viewerWindow={viewerWindow}
      viewerPanels={viewerPanels}
      filmstrip={filmstrip}
      slideshowControl={slideshow.available ? { playing: slideshow.playing, toggle: slideshow.toggle } : undefined}
      info={{ position: settings.infoPosition, alwaysShown: settings.infoAlwaysShown, showViews: settings.showViewCount }}
      rating={{ enabled: settings.rating, position: settings.ratingPosition, stars: settings.ratingStars, icon: settings.ratingIcon, size: settings.ratingSize }}
      comments={{ enabled: settings.comments, position: settings.commentsPosition === 'left' ? 'left' : 'right', width: settings.commentsWidth }}
      labels={{
        Lightbox: labels.viewer,
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        'Photo gallery': labels.viewer,
        Carousel: labels.viewer,
        Slide: labels.viewer,
        '{index} of {total}': labels.counter,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
      } as Record<string, string>}
      carousel={{ finite: !settings.loop, preload: mounted, padding: 0 }}
      // No fade on open or close: the seed's popup opens as its first photo loads, and a fading
      // layer costs a whole-window repaint each frame here (about 40 ms later to the first photo).
      animation={{ fade: 0, swipe, navigation: swipe }}
      controller={{ ref: controller, closeOnBackdropClick: false, closeOnPullDown: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      // Opened from a visitor's press, so the browser allows fullscreen at once when the gallery asks for it.
      fullscreen={{ ref: fullscreenHandle, auto: settings.openFullscreen && autoFullscreen }}
      toolbar={{ buttons: ['close'] }}
      on={{
        view: ({ index: next }) => {
          if (next !== index) onView(next)
        },
        click: () => {
          if (!current.embed && !current.clip) slideshow.toggle()
        },
        enterFullscreen: () => setFullscreen(true),
        exitFullscreen: () => setFullscreen(false),
      }}
      render={{
        slide: ({ slide, offset, rect }: RenderSlideProps) => {
          const photo = (slide as ViewerSlide).photo
          // Not (yet) in the preload set: an empty stage, no request.
          if (offset !== 0 && !allowed.has(stepIndex(index, offset, total))) return <span className="lb-pending" />
          if (photo.embed) {
            return (
              <LazyPart
                failed={
                  <EmbedFacade photo={photo} rect={rect}>
                    <ProviderLink photo={photo} labels={labels} />
                  </EmbedFacade>
                }
              >
                <Suspense fallback={<EmbedFacade photo={photo} rect={rect} />}>
                  <EmbedSlide photo={photo} rect={rect} active={offset === 0} labels={labels} />
                </Suspense>
              </LazyPart>
            )
          }
          if (photo.clip) return <ClipSlide photo={photo} rect={rect} active={offset === 0} labels={data.player} />
          return undefined
        },
        // Nothing to zoom in a video, an audio clip or an embed: no zoom buttons beside Close.
        buttonZoom: current.embed || current.clip ? () => null : undefined,
        // Fullscreen's button is in the control bar, not in the library's toolbar.
        buttonFullscreen: () => null,
        iconLoading: () => <span className="lb-loading">{labels.loading}</span>,
        iconError: () => <span className="lb-error">{labels.imageError}</span>,
      }}
    />
  )
}
