import { describe, expect, it } from 'vitest'

import { csvCell } from '@/lib/server/csv'
import { buildNotifications, UnsafeHeaderError } from '@/forms/mail'
import { checkField, checkSubmission, FORM_RULE_MESSAGES, type FieldSpec } from '@/forms/rules'
import { redirectTarget } from '@/forms/spec'
import { en } from '@/messages/en'

const messages = Object.fromEntries(FORM_RULE_MESSAGES.map((key) => [key, en[key]])) as Parameters<typeof checkField>[2]
const spec = (kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({ kind, name: kind, label: kind[0]!.toUpperCase() + kind.slice(1), required: true, ...extra })
const ok = (field: FieldSpec, raw: unknown) => checkField(field, raw, messages)

describe('site form rules (the seed\'s, in the browser and on the server alike)', () => {
  it('e-mail: local part, @, domain and a 2–20 letter suffix', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.co.uk', 'x@sub-domain.example.museum']) expect(ok(spec('email'), good).error, good).toBeNull()
    for (const bad of ['a@b', 'a@b.c', 'a@b.c0m', 'no-at.example.com', 'a b@c.de', 'a@b.abcdefghijklmnopqrstu', 'a@-b.com', '<a@b.com>']) expect(ok(spec('email'), bad).error, bad).toBe(en['forms.email'])
  })

  it('phone: at least 3 characters of digits, spaces and phone punctuation', () => {
    for (const good of ['112', '+44 (0)113 496-0000', '0113/496.0000']) expect(ok(spec('phone'), good).error, good).toBeNull()
    for (const bad of ['12', 'call me', '+44 113 ext', '---']) expect(ok(spec('phone'), bad).error, bad).not.toBeNull()
  })

  it('required means non-empty after trimming; optional empty answers are left out', () => {
    expect(ok(spec('text'), '   ').error).toBe('Text is required.')
    expect(ok(spec('text', { required: false }), '  ')).toEqual({ value: null, error: null })
    expect(checkSubmission([spec('text', { required: false }), spec('email')], { email: ' a@b.co ' }, messages)).toEqual({ data: [{ field: 'email', value: 'a@b.co' }], errors: {} })
  })

  it('numbers are numeric; dates are real days', () => {
    expect(ok(spec('number'), '42').value).toBe('42')
    expect(ok(spec('number'), '3,5').value).toBe('3.5')
    expect(ok(spec('number'), '4 2').error).toBe('Number must be a number.')
    expect(ok(spec('date'), '2027-02-28').error).toBeNull()
    expect(ok(spec('date'), '2027-02-30').error).not.toBeNull()
    // Written the British way (day first), stored as ISO; an American month-first date is not a day here.
    expect(ok(spec('date'), '27/03/2026').value).toBe('2026-03-27')
    expect(ok(spec('date'), '7.3.2026').value).toBe('2026-03-07')
    expect(ok(spec('date'), '03/27/2026').error).toBe('Please enter Date as day, month and year, for example 27/03/2026.')
    expect(ok(spec('date'), '31/04/2026').error).not.toBeNull()
  })

  it('a checkbox is ticked or absent; a group and a choice only hold the form\'s options', () => {
    expect(ok(spec('checkbox'), 'on').value).toBe('Yes')
    expect(ok(spec('checkbox'), true).value).toBe('Yes')
    expect(ok(spec('checkbox'), undefined).error).toBe('Checkbox is required.')
    expect(ok(spec('checkbox', { required: false }), undefined).value).toBe('No')
    expect(ok(spec('checkbox'), 'maybe').error).toBe('Checkbox can only be ticked or left empty.')
    const options = [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }]
    expect(ok(spec('select', { options }), 'b').value).toBe('b')
    expect(ok(spec('radio', { options }), 'c').error).toBe('Please choose one of the options for Radio.')
    expect(ok(spec('checkboxes', { options }), ['b', 'a', 'b']).value).toBe('a, b')
    expect(ok(spec('checkboxes', { options }), ['a', 'z']).error).not.toBeNull()
    expect(ok(spec('checkboxes', { options }), [{}]).error).not.toBeNull()
  })

  it('caps lengths and keeps one-line answers on one line', () => {
    expect(ok(spec('text'), 'x'.repeat(200)).error).toBeNull()
    expect(ok(spec('text'), 'x'.repeat(201)).error).toBe('Text can be at most 200 characters.')
    expect(ok(spec('text'), 'a\rb').error).toBe('Text must be on one line.')
    expect(ok(spec('text'), 'a\u2028b').error).toBe('Text must be on one line.')
    expect(ok(spec('textarea'), 'line one\r\nline two').value).toBe('line one\nline two')
    expect(ok(spec('text'), { toString: () => 'x' }).error).not.toBeNull()
  })
})

describe('notification mails', () => {
  const specs: FieldSpec[] = [spec('text', { name: 'name', label: 'Name' }), spec('email', { name: 'email', label: 'E-mail' }), spec('textarea', { name: 'message', label: 'Message' })]
  const data = [{ field: 'name', value: 'Ada' }, { field: 'email', value: 'ada@example.com' }, { field: 'message', value: 'Hi\nthere' }]
  const form = (email: Record<string, string>) => ({ title: 'Contact', emails: [email] })
  const meta = { submissionId: 7, adminUrl: 'https://site/admin/x/7' }

  it('fills placeholders, takes Reply-To from an e-mail field only, and keeps the visitor\'s words as plain text', () => {
    const [mail] = buildNotifications(form({ emailTo: 'team@atrium.example, not-an-address', subject: 'From {{name}} (#{{formSubmissionID}})', replyTo: '{{email}}' }), specs, data, meta)
    expect(mail).toMatchObject({ to: ['team@atrium.example'], replyTo: 'ada@example.com', subject: 'From Ada (#7)' })
    expect(mail!.text).toContain('Message: \nHi\nthere')
    // A Reply-To built from a field that is not an e-mail field falls back to the e-mail answer.
    expect(buildNotifications(form({ emailTo: 'team@atrium.example', replyTo: '{{name}}@evil.example' }), specs, data, meta)[0]!.replyTo).toBe('ada@example.com')
  })

  it('refuses a line break in any header value', () => {
    expect(() => buildNotifications(form({ emailTo: 'team@atrium.example', subject: 'About {{message}}' }), specs, data, meta)).toThrow(UnsafeHeaderError)
    expect(() => buildNotifications(form({ emailTo: '{{message}}' }), specs, data, meta)).toThrow(UnsafeHeaderError)
  })

  it('sends nothing when the form names no valid recipient', () => {
    expect(buildNotifications(form({ emailTo: 'nobody' }), specs, data, meta)).toEqual([])
  })
})

describe('form settings and exports', () => {
  it('redirects only to our pages or web addresses', () => {
    expect(redirectTarget({ confirmationType: 'redirect', redirect: { type: 'custom', url: '/thanks' } })).toBe('/thanks')
    expect(redirectTarget({ confirmationType: 'redirect', redirect: { type: 'custom', url: 'javascript:alert(1)' } })).toBeNull()
    expect(redirectTarget({ confirmationType: 'redirect', redirect: { type: 'custom', url: '//evil.example' } })).toBeNull()
    expect(redirectTarget({ confirmationType: 'redirect', redirect: { type: 'reference', reference: { relationTo: 'pages', value: { id: 1, slug: 'thanks' } } } })).toBe('/thanks')
    expect(redirectTarget({ confirmationType: 'message', redirect: { type: 'custom', url: '/thanks' } })).toBeNull()
  })

  it('CSV cells are quoted and never start a formula', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    for (const lead of ['=', '+', '-', '@']) expect(csvCell(`${lead}1+1`)).toBe(`"'${lead}1+1"`)
    expect(csvCell(null)).toBe('""')
  })
})
