import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link to another public page of the site, followed in place by the router: not fetched when it
 * comes into view (a page of such links would fetch them all on load), fetched ahead when the
 * visitor points at it (PrefetchOnIntent). A visitor's own pages (cart, checkout) take next/link
 * with `prefetch={false}` instead, and are never fetched ahead.
 */
export function PageLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} data-prefetch-intent="" />
}
