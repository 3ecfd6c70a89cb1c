'use client'

import { Suspense, lazy } from 'react'

import { useComments } from './CommentsContext'

export { CommentsButton } from './CommentsButton'
export { CommentsProvider, useComments } from './CommentsContext'
export { defaultCommentsProps, resolveCommentsProps, type CommentsProps } from './props'

/** The panel (form, proof-of-work widget) loads when a visitor first opens it. */
const CommentsPanel = lazy(() => import('./CommentsPanel').then((module) => ({ default: module.CommentsPanel })))

/** Where the viewer puts the panel; closing hands focus back to the button. */
export function CommentsSlot() {
  const comments = useComments()
  if (!comments?.open) return null
  const { labels } = comments
  const close = () => {
    comments.setOpen(false)
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.atrium-lightbox .lb-comments-toggle button')?.focus())
  }
  return (
    <Suspense fallback={<p className="lb-panel">{labels.commentsLoading}</p>}>
      <CommentsPanel key={comments.photoId} gallerySlug={comments.gallerySlug} photoId={comments.photoId} drafts={comments.drafts} labels={labels} onPublished={comments.onPublished} onClose={close} />
    </Suspense>
  )
}
