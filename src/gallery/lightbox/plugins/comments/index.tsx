'use client'

import { Suspense, lazy, useCallback, useMemo } from 'react'
import { MODULE_PORTAL, createModule, type ComponentProps, type Plugin } from 'yet-another-react-lightbox'

import { addSidePanel, addToControlBar } from '@/lib/viewerPlugins'

import { LazyPart } from '../LazyPart'

import { CommentsButton } from './CommentsButton'
import { CommentsProvider, useComments } from './CommentsContext'
import { resolveCommentsProps, type CommentsProps } from './props'

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The comments panel's options (the Comments plugin). */
    comments?: Partial<CommentsProps>
  }
}

/** The panel (form, proof-of-work widget) loads when a visitor first opens it. */
const CommentsPanel = lazy(() => import('./CommentsPanel').then((module) => ({ default: module.CommentsPanel })))

/** The panel in the side column, while it is the open one; closing hands focus back to the button. */
function CommentsSlot() {
  const comments = useComments()
  if (!comments?.open) return null
  const { labels } = comments
  const close = () => {
    comments.setOpen(false)
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.atrium-lightbox .lb-comments-toggle button')?.focus())
  }
  return (
    <LazyPart failed={null}>
      <Suspense fallback={<p className="lb-panel">{labels.commentsLoading}</p>}>
        <CommentsPanel key={comments.photoId} gallerySlug={comments.gallerySlug} photoId={comments.photoId} drafts={comments.drafts} labels={labels} onPublished={comments.onPublished} onClose={close} />
      </Suspense>
    </LazyPart>
  )
}

function CommentsModule({ comments, viewer, children }: ComponentProps) {
  const update = viewer?.updateEngagement
  const setSide = viewer?.sidePanel.setOpen
  const onPublished = useCallback((count: number) => update?.({ comments: count }), [update])
  const setOpen = useCallback((open: boolean) => setSide?.(open ? 'comments' : null), [setSide])
  const { enabled, position, width } = resolveCommentsProps(comments)
  const props = useMemo(() => ({ enabled, position, width }), [enabled, position, width])
  if (!viewer) return <>{children}</>
  return (
    <CommentsProvider
      props={props}
      labels={viewer.labels}
      gallerySlug={viewer.gallerySlug}
      photoId={viewer.photo.id}
      count={viewer.engagement.comments}
      onPublished={onPublished}
      open={viewer.sidePanel.open === 'comments'}
      setOpen={setOpen}
    >
      {children}
    </CommentsProvider>
  )
}

/** Visitors' comments on the photo: a toggle (with the count) in the bar and a panel in the side column. */
export const Comments: Plugin = ({ augment, addParent }) => {
  augment(({ comments, controlBar, sidePanel, ...rest }) => ({
    ...rest,
    comments: resolveCommentsProps(comments),
    controlBar: addToControlBar(controlBar, 'buttons', 'comments', <CommentsButton />),
    sidePanel: addSidePanel(sidePanel, 'comments', <CommentsSlot />),
  }))
  addParent(MODULE_PORTAL, createModule('AtriumComments', CommentsModule))
}
