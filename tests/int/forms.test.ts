import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { paragraph, richText } from '@/lib/richText'

import { solvedPayload } from '../helpers/engagement'
import { addressesOf, startSmtp, type TestSmtp } from '../helpers/smtp'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Site forms through the handler the route binds, on a real database, with a real SMTP server:
 * every check before anything is stored, the submission stored first and its mail sent by the
 * jobs queue (retried while SMTP fails), the editors' re-send and CSV export.
 */
const SITE = 'http://localhost:3000'
const context = { disableRevalidate: true }
let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

type Submit = typeof import('@/forms/http/submit')
type Admin = typeof import('@/forms/http/admin')

describe(`site forms (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let smtp: TestSmtp
  let submit: Submit
  let admin: Admin
  let formId: number
  let editorToken: string

  const post = (body: unknown, opts: { ip?: string; type?: string; id?: number | string; headers?: Record<string, string> } = {}) => {
    const type = opts.type ?? 'application/json'
    const request = new Request(`${SITE}/forms/${opts.id ?? formId}/submit`, {
      method: 'POST',
      headers: { 'content-type': type, 'sec-fetch-site': 'same-origin', 'x-atrium-client-ip': opts.ip ?? freshIp(), ...opts.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return submit.submitForm(ctx.payload, request, String(opts.id ?? formId))
  }

  const challenge = async () => {
    const { newChallenge } = await import('@/lib/server/challenge')
    return solvedPayload(await newChallenge())
  }

  /** A solved challenge whose work started `seconds` ago (the visitor took that long to fill in the form). */
  const solvedAgo = async (seconds: number) => {
    const solved = await challenge()
    vi.setSystemTime(Date.now() + seconds * 1000)
    return solved
  }

  const good = { name: 'Ada Lovelace', company: 'Analytical Ltd', email: 'ada@example.co.uk', phone: '+44 (0)113 496-0000', topic: 'payroll', message: 'We have 40 staff.\nCan you run our payroll?', consent: true, interests: ['hr', 'payroll'] }
  const count = async () => (await ctx.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs
  const runMail = () => ctx.payload.jobs.run({ queue: 'mail', limit: 10 })

  beforeAll(async () => {
    smtp = await startSmtp()
    ctx = await startTestPayload({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_FROM: 'site@atrium.test', SITE_URL: SITE, JOBS_AUTORUN: 'off', FORM_MIN_FILL_SECONDS: '3' })
    submit = await import('@/forms/http/submit')
    admin = await import('@/forms/http/admin')
    const form = await ctx.payload.create({
      collection: 'forms',
      data: {
        title: 'Contact us',
        confirmationType: 'message',
        confirmationMessage: richText(paragraph('Thank you.')),
        fields: [
          { blockType: 'text', name: 'name', label: 'Name', required: true },
          { blockType: 'text', name: 'company', label: 'Company', required: false },
          { blockType: 'email', name: 'email', label: 'E-mail', required: true },
          { blockType: 'phone', name: 'phone', label: 'Phone', required: false },
          { blockType: 'select', name: 'topic', label: 'Topic', required: true, options: [{ label: 'Payroll', value: 'payroll' }, { label: 'HR', value: 'hr' }] },
          { blockType: 'checkboxes', name: 'interests', label: 'Interested in', required: false, options: [{ label: 'Payroll', value: 'payroll' }, { label: 'HR', value: 'hr' }] },
          { blockType: 'number', name: 'staff', label: 'Staff', required: false },
          { blockType: 'textarea', name: 'message', label: 'Message', required: true },
          { blockType: 'checkbox', name: 'consent', label: 'I agree', required: true },
        ],
        emails: [{ emailTo: 'hello@atrium.test', replyTo: '{{email}}', subject: 'Contact: {{topic}} from {{name}}' }],
      },
      context,
    })
    formId = form.id
    await ctx.payload.create({ collection: 'users', data: { email: 'editor@atrium.test', password: 'editor-password-123', name: 'Eddie', roles: ['editor'] }, overrideAccess: true })
    editorToken = (await ctx.payload.login({ collection: 'users', data: { email: 'editor@atrium.test', password: 'editor-password-123' } })).token!
  })

  afterAll(async () => {
    vi.useRealTimers()
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
    await ctx?.cleanup()
    await smtp?.close()
  })

  it('stores a good submission, then the queue mails it from our address with Reply-To the visitor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const altcha = await solvedAgo(5)
    const response = await post({ values: good, altcha, website: '', source: '/contact' })
    vi.useRealTimers()
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({ ok: 1, redirect: null })
    const stored = await ctx.payload.findByID({ collection: 'form-submissions', id: body.id, overrideAccess: true })
    expect(stored.notification?.status).toBe('queued')
    expect(stored.source).toBe('/contact')
    expect(Object.fromEntries((stored.submissionData ?? []).map(({ field, value }) => [field, value]))).toMatchObject({ name: 'Ada Lovelace', topic: 'payroll', consent: 'Yes', interests: 'payroll, hr' })
    // Nothing was sent inside the request: the mail waits on the queue.
    expect(smtp.mails.filter((mail) => mail.subject?.includes('Ada'))).toHaveLength(0)
    await runMail()
    const mail = await smtp.waitFor((m) => m.subject === 'Contact: payroll from Ada Lovelace')
    expect(addressesOf(mail.to)).toEqual(['hello@atrium.test'])
    expect(addressesOf(mail.from)).toEqual(['site@atrium.test'])
    expect(addressesOf(mail.replyTo)).toEqual(['ada@example.co.uk'])
    expect(mail.text).toContain('Message: \nWe have 40 staff.\nCan you run our payroll?')
    expect(mail.text).toContain(`/admin/collections/form-submissions/${body.id}`)
    expect(mail.html).toBe(false)
    const after = await ctx.payload.findByID({ collection: 'form-submissions', id: body.id, overrideAccess: true })
    expect(after.notification).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('answers 400 with a message per field for bad answers, and stores nothing', async () => {
    const before = await count()
    const response = await post({
      values: { name: '   ', email: 'ada@example', phone: '12', topic: 'sales', interests: ['hr', 'x'], staff: 'forty', message: 'x'.repeat(5001), consent: 'maybe' },
      altcha: await challenge(),
    })
    expect(response.status).toBe(400)
    const { errors, message } = await response.json()
    expect(message).toBe('Please correct the marked fields.')
    expect(errors).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid e-mail address, such as name@example.com.',
      phone: 'Please enter a phone number: at least 3 digits, spaces or + ( ) - . /',
      topic: 'Please choose one of the options for Topic.',
      interests: 'Please choose one of the options for Interested in.',
      staff: 'Staff must be a number.',
      message: 'Message can be at most 5000 characters.',
      consent: 'I agree can only be ticked or left empty.',
    })
    expect(await count()).toBe(before)
  })

  it('refuses a line break in any one-line answer and in a long answer used in a mail header', async () => {
    const before = await count()
    const injected = await post({ values: { ...good, name: 'Ada\r\nBcc: victim@example.com' }, altcha: await challenge() })
    expect(injected.status).toBe(400)
    expect((await injected.json()).errors).toEqual({ name: 'Name must be on one line.' })

    const subjectForm = await ctx.payload.create({
      collection: 'forms',
      data: { title: 'Quote', confirmationMessage: richText(paragraph('Thanks.')), fields: [{ blockType: 'textarea', name: 'details', label: 'Details', required: true }], emails: [{ emailTo: 'sales@atrium.test', subject: 'Quote: {{details}}' }] },
      context,
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    const viaTextarea = await post({ values: { details: 'hello\nBcc: victim@example.com' }, altcha: await solvedAgo(5) }, { id: subjectForm.id })
    vi.useRealTimers()
    expect(viaTextarea.status).toBe(400)
    expect((await viaTextarea.json()).errors).toEqual({ details: 'Details must be on one line.' })
    expect(await count()).toBe(before)
  })

  it('turns away robots: the honeypot, no spam check, a used one, and a form filled faster than a person can', async () => {
    const before = await count()
    const honeypot = await post({ values: good, altcha: await challenge(), website: 'http://spam.example' })
    expect(honeypot.status).toBe(400)
    expect((await honeypot.json()).message).toBe('The form could not be accepted.')

    const missing = await post({ values: good })
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe('Please wait until the spam check has finished, then send again.')

    vi.useFakeTimers({ toFake: ['Date'] })
    const once = await solvedAgo(4)
    expect((await post({ values: good, altcha: once })).status).toBe(201)
    const replay = await post({ values: good, altcha: once })
    expect(replay.status).toBe(400)
    expect((await replay.json()).message).toBe('The spam check has expired or was already used. Please send again.')
    vi.useRealTimers()

    const quick = await post({ values: good, altcha: await challenge() })
    expect(quick.status).toBe(400)
    expect((await quick.json()).message).toMatch(/quicker than a person/)
    expect(await count()).toBe(before + 1)
    await runMail()
  })

  it('refuses other sites, unknown forms and unreadable bodies with a sentence', async () => {
    const foreign = await post({ values: good }, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    const unknown = await post({ values: good }, { id: 999999 })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe('This form does not exist or is no longer available.')
    const text = await post('{not json', {})
    expect(text.status).toBe(400)
    expect((await text.json()).message).toMatch(/could not be read/)
    const huge = await post({ values: { ...good, message: 'x'.repeat(70_000) } })
    expect(huge.status).toBe(413)
  })

  it('accepts a plain HTML post (no scripts) but holds it for review: no mail until an editor sends it', async () => {
    const params = new URLSearchParams({ name: 'Grace', email: 'grace@example.org', topic: 'hr', message: 'Hello', consent: 'on', source: '/contact' })
    params.append('interests', 'hr')
    params.append('interests', 'payroll')
    const response = await post(params.toString(), { type: 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/forms/${formId}/sent?held=1`)
    const { docs } = await ctx.payload.find({ collection: 'form-submissions', where: { 'submissionData.value': { equals: 'Grace' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.notification?.status).toBe('held')
    await runMail()
    expect(smtp.mails.some((mail) => mail.subject?.includes('Grace'))).toBe(false)

    // The same bad answer without scripts: a page listing what to correct, nothing stored.
    const bad = await post(new URLSearchParams({ name: 'Grace', email: 'nope', topic: 'hr', message: 'Hi', consent: 'on' }).toString(), { type: 'application/x-www-form-urlencoded' })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toContain('text/html')
    const html = await bad.text()
    expect(html).toContain('<strong>E-mail</strong>: Please enter a valid e-mail address')

    // An editor sends the held one; visitors cannot.
    const anonymous = await admin.resendNotification(ctx.payload, new Request(`${SITE}/forms/submissions/${docs[0]!.id}/resend`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), String(docs[0]!.id))
    expect(anonymous.status).toBe(401)
    const resend = await admin.resendNotification(ctx.payload, new Request(`${SITE}/forms/submissions/${docs[0]!.id}/resend`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', authorization: `JWT ${editorToken}` } }), String(docs[0]!.id))
    expect(resend.status).toBe(200)
    await runMail()
    await smtp.waitFor((mail) => mail.subject === 'Contact: hr from Grace')
  })

  it('retries with back-off while SMTP fails, records the failure for editors, and never loses the submission', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const altcha = await solvedAgo(5)
    const response = await post({ values: { ...good, name: 'Retry Test' }, altcha })
    vi.useRealTimers()
    const { id } = await response.json()
    smtp.failNext(1)
    await runMail()
    const failed = await ctx.payload.findByID({ collection: 'form-submissions', id, overrideAccess: true })
    expect(failed.notification).toMatchObject({ status: 'retrying', attempts: 1 })
    expect(failed.notification?.lastError).toMatch(/421|not available/i)
    // The job waits out its back-off: running the queue now sends nothing.
    const { docs: jobs } = await ctx.payload.find({ collection: 'payload-jobs', where: { 'input.submission': { equals: id } }, overrideAccess: true })
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0]!.waitUntil!).getTime()).toBeGreaterThan(Date.now() + 20_000)
    await runMail()
    expect(smtp.mails.some((mail) => mail.subject?.includes('Retry Test'))).toBe(false)
    // Time passes (the job's wait is over): the retry sends it.
    await ctx.payload.update({ collection: 'payload-jobs', id: jobs[0]!.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await runMail()
    await smtp.waitFor((mail) => mail.subject === 'Contact: payroll from Retry Test')
    const sent = await ctx.payload.findByID({ collection: 'form-submissions', id, overrideAccess: true })
    expect(sent.notification).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('limits submissions per address', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await post({ values: { ...good, email: 'bad' } }, { ip })).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    // A plain form post (no script) past the limit gets a page that says so, and when to try again.
    const email = `limited-${Date.now()}@example.org`
    const page = await post(new URLSearchParams({ name: 'Grace', email, topic: 'hr', message: 'Hi', consent: 'on' }).toString(), { ip, type: 'application/x-www-form-urlencoded' })
    expect(page.status).toBe(429)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const wait = Number(page.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(await page.text()).toContain(`${wait} second`)
    expect(await ctx.payload.count({ collection: 'form-submissions', where: { 'submissionData.value': { equals: email } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('keeps the builder closed to visitors: no public create, no reading forms or submissions', async () => {
    await expect(ctx.payload.create({ collection: 'form-submissions', data: { form: formId, submissionData: [{ field: 'name', value: 'x' }] }, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(ctx.payload.find({ collection: 'forms', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(ctx.payload.find({ collection: 'form-submissions', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('exports submissions as CSV for editors, safe to open in a spreadsheet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const altcha = await solvedAgo(5)
    expect((await post({ values: { ...good, name: '=HYPERLINK("http://evil")' }, altcha })).status).toBe(201)
    vi.useRealTimers()
    const denied = await admin.exportSubmissions(ctx.payload, new Request(`${SITE}/forms/submissions/export?form=${formId}`))
    expect(denied.status).toBe(401)
    const response = await admin.exportSubmissions(ctx.payload, new Request(`${SITE}/forms/submissions/export?form=${formId}`, { headers: { authorization: `JWT ${editorToken}` } }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await response.text()
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(header).toContain('"name","company","email"')
    expect(rows.some((row) => row.includes(`"'=HYPERLINK(""http://evil"")"`))).toBe(true)
    await runMail()
  })
})
