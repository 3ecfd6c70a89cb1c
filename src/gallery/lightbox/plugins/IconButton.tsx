import type { ReactNode } from 'react'

/** A control-bar button: an icon with its name as the accessible label and the tooltip. */
export function IconButton({
  label,
  onClick,
  onIntent,
  children,
  className = '',
  expanded,
}: {
  label: string
  onClick: () => void
  /** The pointer came to it or it took focus: a press is likely (fetch what it will show). */
  onIntent?: () => void
  children: ReactNode
  className?: string
  expanded?: boolean
}) {
  return (
    <button type="button" className={`lb-button ${className}`} aria-label={label} title={label} aria-expanded={expanded} onClick={onClick} onPointerEnter={onIntent} onFocus={onIntent}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  )
}
