'use client'

import { IconButton } from '../IconButton'
import { useComments } from './CommentsContext'

/** "Show comments" / "Hide comments", with the count beside it (not in it: the name stays what the button does). */
export function CommentsButton() {
  const comments = useComments()
  if (!comments?.props.enabled) return null
  return (
    <span className="lb-comments-toggle">
      <IconButton label={comments.open ? comments.labels.hideComments : comments.labels.showComments} onClick={() => comments.setOpen(!comments.open)} className={comments.open ? 'is-on' : ''}>
        <path d="M4 4h16v12H7l-3 3zm2 2v8.2L6.2 14H18V6z" />
      </IconButton>
      {comments.count > 0 ? (
        <span className="lb-badge" aria-hidden="true">
          {comments.count}
        </span>
      ) : null}
    </span>
  )
}
