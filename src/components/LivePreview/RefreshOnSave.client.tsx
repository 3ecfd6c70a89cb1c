'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useBrowserOrigin } from '../useBrowserOrigin'

/**
 * In the admin's Live Preview pane: each save of the draft re-renders this page on the server (the
 * admin posts a message to the pane; only messages from this site's own origin count).
 */
export function RefreshOnSave() {
  const router = useRouter()
  const origin = useBrowserOrigin()
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
