import type { ReactNode } from 'react'

/** A control-bar button: an icon with its name as the accessible label and the tooltip. */
export function IconButton({ label, onClick, children, className = '', expanded }: { label: string; onClick: () => void; children: ReactNode; className?: string; expanded?: boolean }) {
  return (
    <button type="button" className={`lb-button ${className}`} aria-label={label} title={label} aria-expanded={expanded} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  )
}
