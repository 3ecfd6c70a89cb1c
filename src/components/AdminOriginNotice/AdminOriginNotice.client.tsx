'use client'

import { useBrowserOrigin } from '../useBrowserOrigin'

/**
 * In the admin (before the sign-in form and above every admin page): when the admin is opened at an
 * address the site does not trust (Payload's CSRF list), signing in and saving fail with nothing but
 * "Unauthorized" in the server log. Say so, and link the address that works.
 */
export function AdminOriginNotice({ origins }: { origins: string[] }) {
  // The address bar is only known in the browser; the server renders nothing.
  const origin = useBrowserOrigin()
  if (!origin || origins.length === 0 || origins.includes(origin)) return null
  const target = `${origins[0]}${window.location.pathname}${window.location.search}`
  return (
    <div role="alert" className="atrium-origin-notice" style={{ margin: '0 0 1rem', padding: '0.75rem 1rem', border: '2px solid #b91c1c', borderRadius: 6, background: '#fef2f2', color: '#7f1d1d' }}>
      <strong>This admin is set up for {origins.join(', ')}.</strong> Opened at {origin}, signing in and saving do not work. Use <a href={target}>{target}</a>
      {' '}(or set <code>SITE_URL</code> to the address editors use).
    </div>
  )
}
