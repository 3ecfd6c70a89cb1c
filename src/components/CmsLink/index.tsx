import Link from 'next/link'
import type { ReactNode } from 'react'

import { linkHref } from '@/lib/urls'

export type CmsLinkValue = {
  type?: 'reference' | 'custom' | null
  url?: string | null
  newTab?: boolean | null
  label?: string | null
  reference?: { relationTo: string; value: unknown } | null
}

/** A link field from the CMS: internal documents use client navigation, the rest plain anchors. */
export function CmsLink({ link, className, children }: { link: CmsLinkValue; className?: string; children?: ReactNode }) {
  const href = linkHref(link)
  const content = children ?? link.label
  if (!href) return null
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (href.startsWith('/')) {
    return (
      // No viewport prefetch: navigation and footer links would fetch every page's payload on load.
      // A link to a document is fetched ahead when the visitor points at it (PrefetchOnIntent); a
      // typed address might be a download or a per-visitor page.
      <Link href={href} className={className} prefetch={false} data-transition="" data-prefetch-intent={link.type !== 'custom' ? '' : undefined} {...newTab}>
        {content}
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...newTab}>
      {content}
    </a>
  )
}
