'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Report = {
  dryRun: boolean
  galleries: { created: number; existing: number }
  albums: { created: number; existing: number }
  photos: { created: number; existing: number }
  pricelists: { created: number; existing: number }
  comments: number
  ratings: number
  tags: number
  problems: string[]
  seconds: number
}
type Run = { id: number; status: string; done: number; total: number; message: string | null; report: Report | null }
type InstagramReport = { posts: number; created: number; existing: number; problems: string[]; seconds: number; gallery?: number }
type InstagramRun = Omit<Run, 'report'> & { report: InstagramReport | null }
export type InstagramAccount = { id: number; username: string; tokenStatus: string; tokenExpiresAt: string | null; lastMessage: string | null; keepUpdated: boolean }

/** Follows a queued import run until it ends, calling back with each state; false when the server stopped answering. */
async function followRun<T extends { status: string }>(id: number, onState: (run: T) => void): Promise<boolean> {
  for (;;) {
    const response = await fetch(`/import/runs/${id}`, { credentials: 'include' }).catch(() => null)
    const data = response?.ok ? ((await response.json().catch(() => null)) as T | null) : null
    if (!data) return false
    onState(data)
    if (data.status === 'done' || data.status === 'failed') return true
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * Starts an Instagram import and reads the answer the way the old admin helper did: no answer gives
 * "Error: cannot get response from the server.", the server's refusal "Error: " + its message, and
 * anything else "There is some error. Cannot add Instagram gallery.".
 */
async function startInstagram(path: string, body: unknown): Promise<{ run: number } | { error: string }> {
  let response: Response
  try {
    response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' })
  } catch {
    return { error: 'Error: cannot get response from the server.' }
  }
  const text = await response.text().catch(() => '')
  if (!text) return { error: 'Error: cannot get response from the server.' }
  let data: { run?: unknown; message?: unknown }
  try {
    data = JSON.parse(text)
  } catch {
    return { error: 'There is some error. Cannot add Instagram gallery.' }
  }
  if (!response.ok) {
    const message = typeof data.message === 'string' ? data.message : ''
    return { error: !message || message.startsWith('There is some error') ? 'There is some error. Cannot add Instagram gallery.' : `Error: ${message}` }
  }
  return typeof data.run === 'number' ? { run: data.run } : { error: 'There is some error. Cannot add Instagram gallery.' }
}

function InstagramImport({ accounts, canExchange }: { accounts: InstagramAccount[]; canExchange: boolean }) {
  const [form, setForm] = useState({ token: '', shortLived: false, wholePost: true, count: '50', keepUpdated: false, publish: false })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [run, setRun] = useState<InstagramRun | null>(null)
  const router = useRouter()

  const go = async (path: string, body: unknown) => {
    setBusy(true)
    setError(null)
    setRun(null)
    try {
      const started = await startInstagram(path, body)
      if ('error' in started) setError(started.error)
      else if (!(await followRun<InstagramRun>(started.run, setRun))) setError('Error: cannot get response from the server.')
      // The connected accounts (token dates, last import) are read on the server.
      router.refresh()
    } finally {
      // The loading state ends on every outcome.
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="import-instagram">
      <h2 id="import-instagram">Instagram</h2>
      <p>
        Imports a professional (Business or Creator) account&apos;s posts into a gallery, through the Instagram API with Instagram Login. The pictures and videos are copied here, since Instagram&apos;s addresses expire. The token is stored
        encrypted and refreshed before it expires.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void go('/import/instagram', { ...form, count: form.count.trim() })
        }}
      >
        <label>
          Access token
          <input type="password" autoComplete="off" required value={form.token} onChange={(event) => setForm({ ...form, token: event.target.value })} />
        </label>
        {canExchange ? (
          <label>
            <input type="checkbox" checked={form.shortLived} onChange={(event) => setForm({ ...form, shortLived: event.target.checked })} /> This is a one-hour token (exchange it for a 60-day one)
          </label>
        ) : null}
        <fieldset>
          <legend>Import</legend>
          <label>
            <input type="radio" name="instagram-what" checked={form.wholePost} onChange={() => setForm({ ...form, wholePost: true })} /> Whole posts (every picture and video)
          </label>
          <label>
            <input type="radio" name="instagram-what" checked={!form.wholePost} onChange={() => setForm({ ...form, wholePost: false })} /> Pictures only
          </label>
        </fieldset>
        <label>
          Number of posts
          <input type="number" min={1} max={200} step={1} value={form.count} onChange={(event) => setForm({ ...form, count: event.target.value })} />
        </label>
        <label>
          <input type="checkbox" checked={form.keepUpdated} onChange={(event) => setForm({ ...form, keepUpdated: event.target.checked })} /> Keep the gallery updated (new posts every hour)
        </label>
        <label>
          <input type="checkbox" checked={form.publish} onChange={(event) => setForm({ ...form, publish: event.target.checked })} /> Publish the gallery at once (otherwise it is saved as a draft for you to review)
        </label>
        <p>
          <button type="submit" className="btn btn--style-primary" disabled={busy}>
            Import from Instagram
          </button>
        </p>
      </form>
      {busy ? (
        <p>
          <label>
            Instagram import progress <progress max={run?.total || 1} value={run?.done ?? 0} /> {run ? `${run.done} / ${run.total || '…'}` : 'Connecting…'}
          </label>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {run?.status === 'failed' ? <p role="alert">{run.message}</p> : null}
      {run?.status === 'done' && run.report ? (
        <div className="import-report" role="status">
          <p>
            Imported {run.report.created} items from {run.report.posts} posts; {run.report.existing} were already here. ({run.report.seconds} s){' '}
            {run.report.gallery ? <a href={`/admin/collections/galleries/${run.report.gallery}`}>Open the gallery</a> : null}
          </p>
          {run.report.problems.length ? (
            <>
              <p>Not imported:</p>
              <ul>
                {run.report.problems.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {accounts.length ? (
        <>
          <h3>Connected accounts</h3>
          <ul>
            {accounts.map((account) => (
              <li key={account.id}>
                <a href={`/admin/collections/instagram-sources/${account.id}`}>@{account.username}</a>
                {account.tokenStatus === 'invalid' ? ' — the token expired or was revoked: connect the account again' : account.tokenExpiresAt ? ` — token valid until ${new Date(account.tokenExpiresAt).toLocaleDateString('en-GB')}` : ''}
                {account.keepUpdated ? ', kept updated' : ''}
                {account.lastMessage ? `. Last import: ${account.lastMessage}` : ''}{' '}
                <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy || account.tokenStatus === 'invalid'} onClick={() => void go(`/import/instagram/${account.id}`, {})}>
                  Update @{account.username} now
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

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
        {verb} {report.galleries.created} galleries, {report.albums.created} albums, {report.photos.created} photos, {report.comments} comments, {report.ratings} ratings, {report.tags} tags, {report.pricelists.created} pricelists. Already here: {report.galleries.existing} galleries,{' '}
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

/** The importers' forms: Instagram, the old site's galleries (dry run, then import with progress), and redirects in bulk. */
export function ImportForms({ recent, instagram }: { recent: { id: number; status: string; source: string; createdAt: string }[]; instagram: { accounts: InstagramAccount[]; canExchange: boolean } }) {
  const [source, setSource] = useState({ mysql: '', uploads: '', prefix: 'wp_' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<Report | null>(null)
  const [run, setRun] = useState<Run | null>(null)
  const [lines, setLines] = useState('')
  const [redirects, setRedirects] = useState<{ created: number; skipped: number; problems: string[] } | null>(null)

  const follow = async (id: number) => {
    if (!(await followRun<Run>(id, setRun))) setError('Error: cannot get response from the server.')
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
      <InstagramImport accounts={instagram.accounts} canExchange={instagram.canExchange} />
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
