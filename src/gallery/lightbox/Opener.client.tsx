'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'

import { gallerySlidesPath, photoPath } from '@/lib/urls'
import type { ViewerPanelPlugin } from '@/lib/viewerPanels'
import { useViewerPanels } from '@/lib/viewerPanelsContext'

import { postView } from './engagement'
import { openingImageWidth, parseLegacyHash } from './rules'
import type { LightboxData, LightboxSlide } from './types'
import type { ViewerProps } from './Viewer.client'

/** The viewer's code, its data, and the code of the side panels the data says are on. */
type Loaded = { Viewer: ComponentType<ViewerProps>; data: LightboxData; panels: ViewerPanelPlugin[] }

/** The one open viewer on the page: opening another gallery's viewer is refused while one is open. */
let openOwner: string | null = null

const HISTORY_MARK = 'atriumLightbox'

/** A pointer resting this long on a photo is taken as intent to open it. */
const HOVER_INTENT_MS = 80
/** At most this many photos are fetched ahead per page, however much the pointer wanders. */
const PREFETCH_LIMIT = 6
const prefetched = new Set<number>()

/**
 * Fetches the size of a photo the viewer will show when it opens there, so a click paints at once:
 * the same srcset with the width the photo will take on the stage picks the same file.
 */
function prefetchOpeningImage(data: LightboxData, photoId: number) {
  if (prefetched.has(photoId) || prefetched.size >= PREFETCH_LIMIT) return
  const slide = data.slides.find((candidate) => candidate.id === photoId)
  if (!slide || slide.embed || slide.clip) return
  const width = openingImageWidth(slide, { width: window.innerWidth, height: window.innerHeight }, data.settings)
  if (width <= 0) return
  prefetched.add(photoId)
  const image = new Image()
  image.decoding = 'async'
  // Sizes first: the candidate is chosen when srcset is set.
  image.sizes = `${width}px`
  image.srcset = slide.sources.map((source) => `${source.url} ${source.width}w`).join(', ')
}

/** `?panel=<name>`: comments (the gallery's own) or a side panel the site's layout lists. */
function panelFromAddress(names: readonly string[]): string | null {
  if (typeof window === 'undefined') return null
  const value = new URLSearchParams(window.location.search).get('panel')
  return value && (value === 'comments' || names.includes(value)) ? value : null
}

/** What tells a photo page that a visitor is there to use its viewer, not only to look at it. */
const FIRST_INPUT = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const
/**
 * Set at the visitor's first input on a photo page; it lasts the document, so a photo page reached
 * from there (a link of the server's viewer, a client-side navigation) opens its live viewer at once.
 */
let visitorActed = false

/** The server's viewer's link that a key follows (←, →, Esc), if it shows one. */
function staticViewerLink(key: string): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`.static-viewer a[data-key="${CSS.escape(key)}"]`)
}

/**
 * Input the server's viewer answers itself, which does not bring the live one: a press on its links
 * (they lead to another page, which opens live at once) or its keys (←, →, Esc follow those links),
 * and anything while the visitor has its details open (the live viewer would close them).
 */
function answeredByStaticViewer(event: Event): boolean {
  if (document.querySelector('.static-viewer details[open]:not([data-always])')) return true
  const target = event.target instanceof Element ? event.target : null
  const onControl = Boolean(target?.closest('.static-viewer a, .static-viewer summary'))
  if (event.type === 'pointerdown' || event.type === 'touchstart') return onControl
  if (event.type !== 'keydown') return false
  const key = (event as KeyboardEvent).key
  return Boolean(staticViewerLink(key)) || (onControl && (key === 'Enter' || key === ' '))
}

/** Runs `then` at the visitor's first input (at once if there has been one); returns the cancel. */
function atFirstInput(then: () => void): () => void {
  if (visitorActed) {
    then()
    return () => undefined
  }
  const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, heard, true))
  function heard(event: Event) {
    visitorActed = true
    if (answeredByStaticViewer(event)) return
    stop()
    then()
  }
  FIRST_INPUT.forEach((type) => window.addEventListener(type, heard, { capture: true, passive: true }))
  return stop
}

/** The photo id when the address is one of this gallery's photo addresses. */
function photoIdIn(slug: string, pathname: string): number | null {
  const prefix = photoPath(slug, '')
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : ''
  return /^[0-9]{1,10}$/.test(rest) ? Number(rest) : null
}

/**
 * The gallery's lightbox island. Small on purpose: the viewer itself (yet-another-react-lightbox and
 * our panels) and the gallery's photo list load when a visitor first points at, focuses or clicks a
 * photo. A click opens the viewer over the gallery at `/galleries/<slug>/photos/<id>?<state>`
 * (pushed); each photo change replaces it; Back, Esc and Close return to the gallery's address.
 */
export function LightboxOpener({
  rootId,
  gallerySlug,
  photoQuery,
  panel = null,
  initialPhotoId = null,
  liveAt = 'input',
  countView = false,
  closeHref,
  loadingLabel,
  children,
}: {
  rootId: string
  gallerySlug: string
  /** The visitor's search, tags and order: the viewer walks the same list. */
  photoQuery: string
  panel?: string | null
  /** The photo page: open at this photo (the server-rendered viewer shows until then). */
  initialPhotoId?: number | null
  /**
   * When the photo page's live viewer opens: 'input' at the visitor's first input (the server's
   * viewer looks the same and works with links), 'load' at once (a slideshow that starts on open).
   */
  liveAt?: 'input' | 'load'
  /** The gallery counts views: the photo page's photo counts as shown on load, live viewer or not. */
  countView?: boolean
  /** Where closing leads when the viewer was opened by loading its address. */
  closeHref: string
  loadingLabel: string
  /** The server-rendered viewer of a photo page, shown until the live one has opened. */
  children?: ReactNode
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [index, setIndex] = useState<number | null>(null)
  const [opening, setOpening] = useState(false)
  const [staticShown, setStaticShown] = useState(initialPhotoId !== null)
  const panelLoaders = useViewerPanels()
  // `?panel=comments` / `?panel=<name>` on a photo address opens the viewer with that panel.
  const [openPanel] = useState(() => panel ?? panelFromAddress(panelLoaders.map((loader) => loader.name)))
  // Opened from the photo page's address (at the visitor's first input, whatever it was): the
  // gallery's "open in fullscreen" is for a visitor's press on a photo, not for any first input.
  const [viaAddress, setViaAddress] = useState(false)
  // A viewer whose code arrives after the visitor has left this page (a link of the server's viewer) never opens.
  const alive = useRef(false)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  const loading = useRef<Promise<Loaded> | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const pushed = useRef(false)

  const dataRequest = useRef<Promise<LightboxData> | null>(null)
  const fetchData = useCallback((): Promise<LightboxData> => {
    // 'no-cache': the answer is marked stale-while-revalidate for shared caches, and a browser that
    // finds it in its own cache would serve the stale copy and start a background revalidation whose
    // request Chromium leaves open until the page goes (the page never reaches network idle). Asking
    // the server each time costs a few milliseconds: it answers this from its cache.
    dataRequest.current ??= fetch(gallerySlidesPath(gallerySlug, photoQuery ?? ''), { headers: { Accept: 'application/json' }, cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`Lightbox data: HTTP ${response.status}`)
      return response.json() as Promise<LightboxData>
    })
    dataRequest.current.catch(() => {
      dataRequest.current = null
    })
    return dataRequest.current
  }, [gallerySlug, photoQuery])

  /** A photo's opening file is fetched as soon as the list says which, while the viewer's code still loads. */
  const fetchOpeningImage = useCallback(
    (photoId: number) => {
      fetchData().then((data) => prefetchOpeningImage(data, photoId), () => undefined)
    },
    [fetchData],
  )

  const load = useCallback((): Promise<Loaded> => {
    // A side panel's code comes only when the gallery's data says it is on.
    loading.current ??= Promise.all([
      import('./Viewer.client'),
      fetchData().then(async (data) => {
        const on = panelLoaders.filter((loader) => data.panels.some((panel) => panel.name === loader.name))
        // A panel whose code could not be fetched is left out: the viewer still opens.
        const panels = await Promise.all(on.map((loader) => loader.load().catch(() => null)))
        return { data, panels: panels.filter((panel) => panel !== null) }
      }),
    ]).then(([module, { data, panels }]) => {
      const value = { Viewer: module.default, data, panels }
      setLoaded(value)
      return value
    })
    loading.current.catch(() => {
      loading.current = null
    })
    return loading.current
  }, [fetchData, panelLoaders])

  const urlOf = useCallback((slide: LightboxSlide) => photoPath(gallerySlug, slide.id) + (photoQuery ? `?${photoQuery}` : ''), [gallerySlug, photoQuery])

  /** Opens at a photo; `how` says what happens to the address. */
  const openAt = useCallback(
    async (find: (slide: LightboxSlide) => boolean, how: 'push' | 'replace' | 'keep', fallbackHref: string | null) => {
      if (openOwner && openOwner !== rootId) return
      // The loading state shows only if fetching takes long enough to notice.
      const slow = window.setTimeout(() => setOpening(true), 120)
      try {
        const { data } = await load()
        if (!alive.current) return
        const at = data.slides.findIndex(find)
        if (at === -1) {
          if (fallbackHref) window.location.assign(fallbackHref)
          return
        }
        openOwner = rootId
        const url = urlOf(data.slides[at]!)
        if (how === 'push') {
          window.history.pushState({ ...window.history.state, [HISTORY_MARK]: rootId }, '', url)
          pushed.current = true
        } else if (how === 'replace') {
          window.history.replaceState(window.history.state, '', url)
        }
        // The viewer's library hands focus back to whatever had it, without preventScroll: a
        // thumbnail half out of the window would scroll the page behind. This island returns focus
        // itself (close, below), so nothing holds it when the viewer opens.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
        setIndex(at)
      } catch {
        // The data or code could not be fetched: the plain photo page still works.
        if (fallbackHref) window.location.assign(fallbackHref)
      } finally {
        window.clearTimeout(slow)
        setOpening(false)
      }
    },
    [load, rootId, urlOf],
  )

  const close = useCallback(
    (viaHistory: boolean) => {
      setIndex(null)
      setStaticShown(false)
      if (openOwner === rootId) openOwner = null
      if (!viaHistory) {
        if (pushed.current && window.history.state?.[HISTORY_MARK] === rootId) window.history.back()
        else window.history.replaceState(window.history.state, '', closeHref)
      }
      pushed.current = false
      const target = returnFocus.current
      returnFocus.current = null
      window.setTimeout(() => target?.focus({ preventScroll: true }), 0)
    },
    [closeHref, rootId],
  )

  // Thumbnails: load on first pointing or focus, open on a plain click.
  useEffect(() => {
    const root = document.getElementById(rootId)
    if (!root) return
    const linkOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-photo-id]') ?? null
    let intent: number | undefined
    const warm = (event: Event) => {
      const link = linkOf(event)
      if (!link) return
      const loaded = load()
      loaded.catch(() => undefined)
      if (event.type !== 'pointerover') return
      window.clearTimeout(intent)
      const id = Number(link.dataset.photoId)
      intent = window.setTimeout(() => fetchOpeningImage(id), HOVER_INTENT_MS)
    }
    const onPointerOut = () => window.clearTimeout(intent)
    // A drag that ends on a photo is a swipe (slideshow, carousel), not a click: seed threshold 10 px.
    let down: { x: number; y: number } | null = null
    const onPointerDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY }
      // A press on a photo is the surest sign of a click: start on its file now, not at the click.
      const link = linkOf(event)
      if (link && event.button === 0) fetchOpeningImage(Number(link.dataset.photoId))
    }
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event)
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const moved = down !== null && Math.hypot(event.clientX - down.x, event.clientY - down.y) > 10
      down = null
      if (moved) return
      event.preventDefault()
      // Stop Next's link from navigating too.
      event.stopPropagation()
      returnFocus.current = link
      setViaAddress(false)
      const id = Number(link.dataset.photoId)
      fetchOpeningImage(id)
      void openAt((slide) => slide.id === id, 'push', link.href)
    }
    root.addEventListener('pointerdown', onPointerDown, { passive: true })
    root.addEventListener('pointerover', warm, { passive: true })
    root.addEventListener('pointerout', onPointerOut, { passive: true })
    root.addEventListener('focusin', warm)
    // Capture: ahead of Next's <Link> handler on the anchor itself.
    root.addEventListener('click', onClick, true)
    // Thumbnails open the viewer in place from here on (before this a press opens the photo page).
    root.dataset.viewer = 'ready'
    return () => {
      delete root.dataset.viewer
      root.removeEventListener('pointerdown', onPointerDown)
      window.clearTimeout(intent)
      root.removeEventListener('pointerover', warm)
      root.removeEventListener('pointerout', onPointerOut)
      root.removeEventListener('focusin', warm)
      root.removeEventListener('click', onClick, true)
    }
  }, [rootId, load, openAt, fetchOpeningImage])

  // The photo page: the live viewer replaces the server's at the visitor's first input, or at once
  // when the address asks for a panel or the slideshow starts on open. Its code and mount (a long
  // task) are then no cost to a visitor who only looks. An old `#bwg<gallery>/<image>` link: open that photo.
  useEffect(() => {
    if (initialPhotoId !== null) {
      const open = () => {
        returnFocus.current = document.querySelector<HTMLElement>(`#${CSS.escape(rootId)} a[data-photo-id="${initialPhotoId}"]`)
        setViaAddress(true)
        void openAt((slide) => slide.id === initialPhotoId, 'keep', null)
      }
      if (liveAt === 'load' || openPanel !== null) {
        open()
        return
      }
      // The live viewer counts the photos it shows; until it comes, the server's viewer shows this
      // one: counted after the page's load, so the ping never queues in front of the photo. Not when
      // the live viewer opens first (it reports the photo itself).
      const ping = () => void postView(gallerySlug, initialPhotoId).catch(() => undefined)
      if (countView && !visitorActed) {
        if (document.readyState === 'complete') ping()
        else window.addEventListener('load', ping, { once: true })
      }
      const stop = atFirstInput(() => {
        window.removeEventListener('load', ping)
        open()
      })
      return () => {
        window.removeEventListener('load', ping)
        stop()
      }
    }
    const legacy = parseLegacyHash(window.location.hash)
    if (!legacy) return
    void load()
      .then(({ data }) => {
        if (data.gallery.id !== legacy.galleryId && data.gallery.legacyId !== legacy.galleryId) return
        return openAt((slide) => slide.id === legacy.imageId || slide.legacyId === legacy.imageId, 'push', null)
      })
      .catch(() => undefined)
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Until the live viewer is there, the server's viewer answers its keys (←, →, Esc) with its links.
  useEffect(() => {
    if (!staticShown || index !== null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      // Not while typing (the consent banner or a chat may sit above the viewer).
      if ((event.target as Element | null)?.closest?.('input, textarea, select, [contenteditable]')) return
      const link = staticViewerLink(event.key)
      if (!link) return
      event.preventDefault()
      link.click()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [staticShown, index])

  // Back (or Forward) through the viewer's history entries.
  useEffect(() => {
    const onPopState = () => {
      const id = photoIdIn(gallerySlug, window.location.pathname)
      if (index !== null && id === null) close(true)
      else if (index === null && id !== null && window.history.state?.[HISTORY_MARK] === rootId && loaded) {
        const at = loaded.data.slides.findIndex((slide) => slide.id === id)
        if (at !== -1) {
          openOwner = rootId
          pushed.current = true
          setIndex(at)
        }
      }
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [index, gallerySlug, rootId, close, loaded])

  const onView = useCallback(
    (next: number) => {
      setIndex(next)
      const slide = loaded?.data.slides[next]
      if (slide) window.history.replaceState(window.history.state, '', urlOf(slide))
    },
    [loaded, urlOf],
  )

  const Viewer = loaded?.Viewer
  return (
    <>
      {staticShown ? children : null}
      {opening && !staticShown ? (
        <div className="lb-opening" role="status">
          <span>{loadingLabel}</span>
        </div>
      ) : null}
      {Viewer && loaded && index !== null ? (
        <Viewer
          data={loaded.data}
          panels={loaded.panels}
          index={index}
          panel={openPanel}
          photoUrl={urlOf}
          onView={onView}
          onClose={() => close(false)}
          onReady={() => setStaticShown(false)}
          autoFullscreen={!viaAddress}
        />
      ) : null}
    </>
  )
}
