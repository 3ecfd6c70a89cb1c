'use client'

import { useFormFields } from '@payloadcms/ui'

/**
 * At the top of a form's edit view: a form that e-mails nobody says so, since its answers then only
 * wait in Form submissions, where nobody may think to look.
 */
export function NotificationHint() {
  const mailed = useFormFields(([fields]) =>
    Object.entries(fields).some(([path, field]) => /^emails\.\d+\.emailTo$/.test(path) && typeof field.value === 'string' && field.value.trim() !== ''),
  )
  if (mailed) return null
  return (
    <div className="field-type form-notification-hint" role="note" style={{ padding: '0.75rem 1rem', marginBottom: '1.5rem', borderLeft: '4px solid var(--theme-warning-500)', background: 'var(--theme-warning-100)' }}>
      <strong>Nobody is e-mailed when this form is sent.</strong> Add an address under Emails (the Emails tab) so someone hears of each answer; until then they wait in Form submissions.
    </div>
  )
}
