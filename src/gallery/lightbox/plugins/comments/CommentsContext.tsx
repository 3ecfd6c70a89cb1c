'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

import type { LightboxLabels } from '../../types'
import type { CommentsProps } from './props'

export type CommentsController = {
  props: CommentsProps
  labels: LightboxLabels
  gallerySlug: string
  photoId: number
  /** Published comments of the current photo (the badge beside the button). */
  count: number
  onPublished: (count: number) => void
  /** Open or closed is the viewer's: the comments and other domains' panels share one side of it. */
  open: boolean
  setOpen: (open: boolean) => void
  /** What the visitor has typed, per photo: closing the panel (Esc) or walking the photos keeps it. */
  drafts: Map<number, CommentDraft>
}

export type CommentDraft = { name: string; email: string; body: string }

const CommentsContext = createContext<CommentsController | null>(null)
export const useComments = () => useContext(CommentsContext)

export function CommentsProvider({ children, ...rest }: Omit<CommentsController, 'drafts'> & { children: ReactNode }) {
  const { props, labels, gallerySlug, photoId, count, onPublished, open, setOpen } = rest
  const [drafts] = useState(() => new Map<number, CommentDraft>())
  const value = useMemo(() => ({ props, labels, gallerySlug, photoId, count, onPublished, open: open && props.enabled, setOpen, drafts }), [props, labels, gallerySlug, photoId, count, onPublished, open, setOpen, drafts])
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>
}
