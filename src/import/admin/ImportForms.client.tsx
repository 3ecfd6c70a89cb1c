'use client'

import { useState } from 'react'

type Report = {
  dryRun: boolean
  galleries: { created: number; existing: number }
  albums: { created: number; existing: number }
  photos: { created: number; existing: number }
  comments: number
  ratings: number
  tags: number
  problems: string[]
  seconds: number
}
type Run = { id: number; status: string; done: number; total: number; message: string | null; report: Report | null }

async function send(path: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' })
    return { ok: response.ok, data: (await response.json().catch(() => ({}))) as Record<string, unknown> }
  } catch {
    return { ok: false, data: { message: 'cannot get response from the server.' } }
  }
}

function Summary({ report }: { report: Report }) {
  const verb = report.dryRun ? 'Would create' : 'Created'
  return (
    <div className="import-report" role="status">
      <p>
        {verb} {report.galleries.created} galleries, {report.albums.created} albums, {report.photos.created} photos, {report.comments} comments, {report.ratings} ratings, {report.tags} tags. Already here: {report.galleries.existing} galleries,{' '}
        {report.albums.existing} albums, {report.photos.existing} photos. ({report.seconds} s)
      </p>
      {report.problems.length ? (
        <>
          <p>Not imported:</p>
          <ul>
            {report.problems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** The importers' forms: the old site's galleries (dry run, then import with progress), and redirects in bulk. */
export function ImportForms({ recent }: { recent: { id: number; status: string; source: string; createdAt: string }[] }) {
  const [source, setSource] = useState({ mysql: '', uploads: '', prefix: 'wp_' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<Report | null>(null)
  const [run, setRun] = useState<Run | null>(null)
  const [lines, setLines] = useState('')
  const [redirects, setRedirects] = useState<{ created: number; skipped: number; problems: string[] } | null>(null)

  const follow = async (id: number) => {
    for (;;) {
      const response = await fetch(`/import/runs/${id}`, { credentials: 'include' }).catch(() => null)
      const data = response?.ok ? ((await response.json()) as Run) : null
      if (!data) {
        setError('Error: cannot get response from the server.')
        break
      }
      setRun(data)
      if (data.status === 'done' || data.status === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }

  const start = async (dryRun: boolean) => {
    setBusy(true)
    setError(null)
    setReport(null)
    setRun(null)
    try {
      const { ok, data } = await send('/import/bwg', { ...source, dryRun })
      if (!ok) setError(`Error: ${String(data.message ?? 'the import could not start.')}`)
      else if (dryRun) setReport(data as unknown as Report)
      else await follow(Number(data.run))
    } finally {
      // The loading state ends on every outcome.
      setBusy(false)
    }
  }

  return (
    <div className="import-forms">
      <section aria-labelledby="import-bwg">
        <h2 id="import-bwg">The old site&apos;s galleries (Photo Gallery by 10Web)</h2>
        <p>Reads the old WordPress database (read only) and the plugin&apos;s upload folder on this server. Old ids are kept, so #bwg links keep working; running it again creates nothing twice.</p>
        <label>
          Old database
          <input type="text" value={source.mysql} placeholder="mysql://user:password@127.0.0.1:3306/wordpress" onChange={(event) => setSource({ ...source, mysql: event.target.value })} />
        </label>
        <label>
          Upload folder
          <input type="text" value={source.uploads} placeholder="/var/www/wp-content/uploads/photo-gallery" onChange={(event) => setSource({ ...source, uploads: event.target.value })} />
        </label>
        <label>
          Table prefix
          <input type="text" value={source.prefix} onChange={(event) => setSource({ ...source, prefix: event.target.value })} />
        </label>
        <p>
          <button type="button" className="btn btn--style-secondary" disabled={busy} onClick={() => start(true)}>
            Dry run
          </button>{' '}
          <button type="button" className="btn btn--style-primary" disabled={busy} onClick={() => start(false)}>
            Import
          </button>
        </p>
        {error ? <p role="alert">{error}</p> : null}
        {run && run.status !== 'done' && run.status !== 'failed' ? (
          <p>
            <label>
              Import progress <progress max={run.total || 1} value={run.done} /> {run.done} / {run.total || '…'}
            </label>
          </p>
        ) : null}
        {run?.status === 'failed' ? <p role="alert">Error: {run.message}</p> : null}
        {run?.report ? <Summary report={run.report} /> : null}
        {report ? <Summary report={report} /> : null}
        {recent.length ? (
          <>
            <h3>Recent runs</h3>
            <ul>
              {recent.map((item) => (
                <li key={item.id}>
                  <a href={`/admin/collections/import-runs/${item.id}`}>
                    {new Date(item.createdAt).toLocaleString('en-GB')}: {item.source} — {item.status}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section aria-labelledby="import-redirects">
        <h2 id="import-redirects">Redirects for old addresses</h2>
        <label>
          One per line: the old address, a space, the new address
          <textarea rows={6} value={lines} placeholder={'/gallery/summer-2019/ /galleries/summer-2019\n/about-us/ /about'} onChange={(event) => setLines(event.target.value)} />
        </label>
        <p>
          <button
            type="button"
            className="btn btn--style-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              try {
                const { ok, data } = await send('/import/redirects', { lines })
                if (ok) setRedirects(data as unknown as { created: number; skipped: number; problems: string[] })
                else setError(`Error: ${String(data.message ?? 'the redirects could not be added.')}`)
              } finally {
                setBusy(false)
              }
            }}
          >
            Add redirects
          </button>
        </p>
        {redirects ? (
          <div role="status">
            <p>
              Added {redirects.created}; {redirects.skipped} already redirected.
            </p>
            {redirects.problems.length ? (
              <ul>
                {redirects.problems.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  )
}
