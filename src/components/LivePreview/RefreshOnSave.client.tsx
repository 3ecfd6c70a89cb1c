'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useBrowserOrigin } from '../useBrowserOrigin'
import { fetchWaitingIslands } from '../visibleIsland'

/**
 * In the admin's Live Preview pane: each save of the draft re-renders this page on the server (the
 * admin posts a message to the pane; only messages from this site's own origin count).
 */
export function RefreshOnSave() {
  const router = useRouter()
  const origin = useBrowserOrigin()
  const refresh = () => {
    // A refresh renders the whole page again, through every block still waiting for the visitor.
    fetchWaitingIslands()
    router.refresh()
  }
  return origin ? <RefreshRouteOnSave refresh={refresh} serverURL={origin} /> : null
}
