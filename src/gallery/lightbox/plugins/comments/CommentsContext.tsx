'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

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
  /** Open or closed is the viewer's: the comments and the shop share one side of it. */
  open: boolean
  setOpen: (open: boolean) => void
}

const CommentsContext = createContext<CommentsController | null>(null)
export const useComments = () => useContext(CommentsContext)

export function CommentsProvider({ children, ...rest }: CommentsController & { children: ReactNode }) {
  const { props, labels, gallerySlug, photoId, count, onPublished, open, setOpen } = rest
  const value = useMemo(() => ({ props, labels, gallerySlug, photoId, count, onPublished, open: open && props.enabled, setOpen }), [props, labels, gallerySlug, photoId, count, onPublished, open, setOpen])
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>
}
