'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** On a paid order with downloads: new download links (the old ones stop working), e-mailed to the customer. */
export function ReissueLinks() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })
  if (!id || (status !== 'paid' && status !== 'fulfilled')) return null
  const reissue = async () => {
    setState({ busy: true, message: null })
    try {
      const response = await fetch(`/shop/orders/${id}/reissue`, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setState({ busy: false, message: body.message ?? (response.ok ? 'Done.' : 'That did not work.') })
    } catch {
      setState({ busy: false, message: 'That did not work: check your connection.' })
    }
  }
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <Button buttonStyle="secondary" size="small" onClick={reissue} disabled={state.busy}>
        Re-issue download links
      </Button>
      {state.message ? <p role="status">{state.message}</p> : null}
    </div>
  )
}
