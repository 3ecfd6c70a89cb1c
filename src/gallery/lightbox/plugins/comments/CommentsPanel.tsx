import type {} from 'altcha/types/react'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react'

import type { CommentList, CommentPosted, PublicComment } from '@/engagement/answers'
import { answerOf } from '@/lib/answers'
import { fill } from '@/lib/messageTemplates'
import { useAltcha } from '@/lib/useAltcha'
import { photoCommentsPath } from '@/lib/urls'

import { JSON_POST } from '../../engagement'
import type { LightboxLabels } from '../../types'
import type { CommentDraft } from './CommentsContext'

type Field = 'name' | 'email' | 'body' | 'consent' | 'challenge'
type Values = CommentDraft

async function fetchComments(gallerySlug: string, photoId: number): Promise<CommentList | null> {
  try {
    const answer = await answerOf<CommentList>(await fetch(photoCommentsPath(gallerySlug, photoId), { headers: { Accept: 'application/json' }, cache: 'no-store' }))
    return answer.ok ? answer.body : null
  } catch {
    return null
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Comment text as text: line breaks kept, http(s) addresses as links (rel ugc), nothing else. */
function CommentText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g)
  return (
    <p className="lb-comment-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} rel="nofollow ugc noopener noreferrer" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  )
}

/**
 * The comments panel (left or right): approved comments newest first and the form. Client checks
 * mirror the seed (an empty required field alerts "<Name> field is required", gets a red border and
 * focus); the server's per-field messages show beside each field and clear as the visitor types.
 * The proof-of-work widget (ALTCHA) loads with the panel and solves in the background.
 */
export function CommentsPanel({
  gallerySlug,
  photoId,
  drafts,
  labels,
  onPublished,
  onClose,
}: {
  gallerySlug: string
  photoId: number
  /** What was typed for each photo, kept while the panel is closed. */
  drafts: Map<number, Values>
  labels: LightboxLabels
  onPublished: (count: number) => void
  /** Esc anywhere in the panel closes it (the viewer returns focus to its button). */
  onClose: () => void
}) {
  const id = useId()
  const [comments, setComments] = useState<PublicComment[] | null>(null)
  const [askEmail, setAskEmail] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const [values, setValues] = useState<Values>(() => drafts.get(photoId) ?? { name: '', email: '', body: '' })
  const statusRef = useRef<HTMLParagraphElement>(null)
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [status, setStatus] = useState<{ text: string; kind: 'ok' | 'error' } | null>(null)
  const [sending, setSending] = useState(false)
  // The spam check's code loads with this panel and solves in the background; a post waits for its answer.
  const { ready: widgetReady, widget, solution: altchaSolution, renew: renewAltcha } = useAltcha(true)
  const challengeUrl = `${photoCommentsPath(gallerySlug, photoId)}/challenge`

  const apply = useCallback(
    (body: CommentList | null) => {
      if (!body) return setLoadFailed(true)
      setComments(body.comments)
      setAskEmail(body.askEmail)
      setLoadFailed(false)
      onPublished(body.comments.length)
    },
    [onPublished],
  )
  const load = useCallback(() => fetchComments(gallerySlug, photoId).then(apply), [gallerySlug, photoId, apply])

  // The panel is keyed by photo, so each photo starts with an empty list and loads its own.
  useEffect(() => {
    let live = true
    void fetchComments(gallerySlug, photoId).then((body) => live && apply(body))
    return () => {
      live = false
    }
  }, [gallerySlug, photoId, apply])

  const label: Record<'name' | 'email' | 'body', string> = { name: labels.commentName, email: labels.commentEmail, body: labels.commentBody }

  // The draft follows every change, so closing the panel loses nothing.
  useEffect(() => {
    drafts.set(photoId, values)
  }, [drafts, photoId, values])
  // The outcome is scrolled into view: in a short panel it would otherwise sit below its edge.
  useEffect(() => {
    if (status) statusRef.current?.scrollIntoView({ block: 'nearest' })
  }, [status])

  const edit = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** The seed's client check: alert, red border, focus on the first field that is wrong. */
  const clientCheck = (): boolean => {
    const required: (keyof Values)[] = askEmail ? ['name', 'email', 'body'] : ['name', 'body']
    for (const field of required) {
      if (values[field].trim() === '') {
        window.alert(fill(labels.commentRequired, { field: label[field] }))
        setErrors((current) => ({ ...current, [field]: fill(labels.commentRequired, { field: label[field] }) }))
        document.getElementById(`${id}-${field}`)?.focus()
        return false
      }
    }
    if (askEmail && !EMAIL.test(values.email.trim())) {
      window.alert(labels.commentInvalidEmail)
      setErrors((current) => ({ ...current, email: labels.commentInvalidEmail }))
      document.getElementById(`${id}-email`)?.focus()
      return false
    }
    return true
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending || !consent || !clientCheck()) return
    setSending(true)
    setStatus(null)
    const honeypot = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      // The answer it has, or the one it is still working on (just after the last attempt): a
      // quick second press waits for it instead of being refused.
      const altcha = await altchaSolution()
      const response = await fetch(photoCommentsPath(gallerySlug, photoId), {
        ...JSON_POST,
        body: JSON.stringify({ name: values.name, email: askEmail ? values.email : undefined, body: values.body, consent: true, altcha, website: honeypot }),
      })
      const answer = await answerOf<CommentPosted>(response)
      if (answer.ok) {
        setValues((current) => ({ ...current, body: '' }))
        setStatus({ text: answer.body.published ? labels.commentPublished : labels.commentAwaiting, kind: 'ok' })
        if (answer.body.published) void load()
      } else {
        setErrors(answer.refused.error_messages ?? {})
        setStatus({ text: answer.refused.message || labels.commentFailed, kind: 'error' })
      }
    } catch {
      setStatus({ text: labels.commentFailed, kind: 'error' })
    } finally {
      // After every attempt: consent asked again, a new challenge solved.
      setConsent(false)
      setSending(false)
      renewAltcha()
    }
  }

  // Esc is the way out of the panel, also from a text field (what was typed is kept as a draft).
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    event.preventDefault()
    onClose()
  }

  const fieldProps = (field: 'name' | 'email' | 'body') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    className: errors[field] ? 'is-invalid' : undefined,
  })
  const fieldError = (field: Field) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="lb-field-error">
        {errors[field]}
      </span>
    ) : null

  return (
    <aside className="lb-panel lb-comments" aria-labelledby={`${id}-heading`} onKeyDown={escape}>
      <h2 id={`${id}-heading`}>{labels.commentsHeading}</h2>
      {loadFailed ? <p role="alert">{labels.commentsLoadFailed}</p> : null}
      {comments === null && !loadFailed ? <p>{labels.commentsLoading}</p> : null}
      {comments && comments.length === 0 ? <p>{labels.commentsNone}</p> : null}
      {comments && comments.length > 0 ? (
        // The list scrolls (by keyboard too: it takes focus) while the form below stays in view.
        <ol className="lb-comment-list lb-panel-scroll" tabIndex={0} aria-label={labels.commentsHeading}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="lb-comment-meta">
                <strong>{comment.name}</strong>{' '}
                <time dateTime={comment.createdAt}>{new Date(comment.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}</time>
              </p>
              <CommentText text={comment.body} />
            </li>
          ))}
        </ol>
      ) : null}
      <form className="lb-comment-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>{labels.commentName}</label>
        <input type="text" autoComplete="name" maxLength={100} onChange={(e) => edit('name')(e.target.value)} {...fieldProps('name')} />
        {fieldError('name')}
        {askEmail ? (
          <>
            <label htmlFor={`${id}-email`}>{labels.commentEmail}</label>
            <input type="email" autoComplete="email" maxLength={254} onChange={(e) => edit('email')(e.target.value)} {...fieldProps('email')} />
            {fieldError('email')}
          </>
        ) : null}
        <label htmlFor={`${id}-body`}>{labels.commentBody}</label>
        <textarea rows={2} maxLength={5000} onChange={(e) => edit('body')(e.target.value)} {...fieldProps('body')} />
        {fieldError('body')}
        {/* The honeypot: hidden from people and assistive technology; robots fill it in. */}
        <div className="lb-honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label className="lb-consent">
          <input
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked)
              setErrors((current) => ({ ...current, consent: undefined }))
            }}
          />{' '}
          {labels.commentConsent}
        </label>
        {fieldError('consent')}
        {widgetReady ? (
          // Floating: it solves in the background and shows beside the button only while it works
          // or when it needs the visitor, so the form fits the smallest viewer.
          <altcha-widget ref={widget as Ref<HTMLElement>} challenge={challengeUrl} auto="onload" display="floating" name="altcha" language="en" aria-label={labels.commentSpamCheck} />
        ) : null}
        {fieldError('challenge')}
        <button type="submit" disabled={!consent || sending}>
          {sending ? labels.commentSending : labels.commentSubmit}
        </button>
        {status ? (
          <p ref={statusRef} className={`lb-comment-status is-${status.kind}`} role={status.kind === 'error' ? 'alert' : 'status'}>
            {status.text}
          </p>
        ) : null}
      </form>
    </aside>
  )
}
