'use client'

import { useSearchParams } from 'next/navigation'

/** Above the submissions list: a CSV of the submissions shown (the list's form filter applies, when it is one form). */
export function ExportSubmissions() {
  const params = useSearchParams()
  const form = params.get('where[or][0][and][0][form][equals]') ?? params.get('where[form][equals]')
  const href = `/forms/submissions/export${form && /^\d+$/.test(form) ? `?form=${form}` : ''}`
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export as CSV
      </a>
    </p>
  )
}
