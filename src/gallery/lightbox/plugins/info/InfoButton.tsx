'use client'

import { IconButton } from '../IconButton'
import { useInfo } from './InfoContext'

/** "Show info" / "Hide info" (none when the panel is always shown). */
export function InfoButton() {
  const info = useInfo()
  if (!info || info.props.alwaysShown) return null
  return (
    <IconButton label={info.shown ? info.labels.hideInfo : info.labels.showInfo} onClick={info.toggle} className={info.shown ? 'is-on' : ''}>
      <path d="M11 10h2v7h-2zM11 7h2v2h-2zM12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z" />
    </IconButton>
  )
}
