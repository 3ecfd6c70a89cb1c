'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a submission in the admin: puts its notification e-mail on the mail queue again (after a
 * failure, or for one held because it was sent without the spam check).
 */
export function ResendNotification() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields['notification.status']?.value as string | undefined)
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })
  if (!id) return null
  const send = async () => {
    setState({ busy: true, message: null })
    try {
      const response = await fetch(`/forms/submissions/${id}/resend`, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setState({ busy: false, message: body.message ?? (response.ok ? 'Queued.' : 'It could not be queued.') })
    } catch {
      setState({ busy: false, message: 'It could not be queued: check your connection.' })
    }
  }
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <Button buttonStyle="secondary" size="small" onClick={send} disabled={state.busy}>
        {status === 'held' ? 'Send notification' : 'Send notification again'}
      </Button>
      {state.message ? <p role="status">{state.message}</p> : null}
    </div>
  )
}
