import crypto from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { answerOf } from '@/lib/answers'
import { readFields, readInput } from '@/lib/server/input'
import { CLIENT_IP_HEADER } from '@/lib/security/clientIp'
import { hashIp } from '@/lib/security/hashIp'
import { addressOf, refusedWith, visitorWrite } from '@/lib/server/http'

const SITE = 'http://localhost:3000'
const post = (body: string, type: string | null, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/x`, { method: 'POST', body, headers: { ...(type ? { 'content-type': type } : {}), ...headers } })
const json = (value: unknown) => post(JSON.stringify(value), 'application/json')
const form = (fields: string) => post(fields, 'application/x-www-form-urlencoded')

describe('one way to read what a request sent', () => {
  it('reads a JSON object from a script, and a form post only where the endpoint takes one', async () => {
    expect(await readFields(json({ a: 1 }), { maxBytes: 100 })).toEqual({ ok: true, data: { a: 1 }, script: true })
    expect(await readFields(form('a=1&b=two'), { maxBytes: 100, forms: true })).toEqual({ ok: true, data: { a: '1', b: 'two' }, script: false })
    expect(await readFields(form('a=1'), { maxBytes: 100 })).toMatchObject({ ok: false, reason: 'unreadable', status: 400, message: expect.stringMatching(/\w+ \w+/) })
  })

  it('refuses what is not an object, broken JSON, another type or no type, in words', async () => {
    for (const request of [json([1, 2]), json(null), json('text'), post('{"a":', 'application/json'), post('a=1', 'text/plain'), post('a=1', null)]) {
      const read = await readFields(request, { maxBytes: 100, forms: true })
      expect(read).toMatchObject({ ok: false, reason: 'unreadable', status: 400 })
    }
  })

  it('stops reading past the limit: 413, with a sentence', async () => {
    const read = await readFields(json({ text: 'x'.repeat(200) }), { maxBytes: 100 })
    expect(read).toMatchObject({ ok: false, reason: 'too large', status: 413 })
    if (!read.ok) expect(read.message.length).toBeGreaterThan(10)
  })

  it('nests a form’s group.name fields where asked, keeps repeated names as lists where asked, and never touches a prototype', async () => {
    const read = await readFields(form('billing.city=Leeds&billing.zip=LS1&other.x=1&tick=a&tick=b&one=1&one=2&__proto__=x&billing.__proto__=y&constructor.prototype=z'), {
      maxBytes: 1000,
      forms: true,
      nested: ['billing'],
      lists: (name) => name === 'tick',
    })
    expect(read).toEqual({ ok: true, script: false, data: { billing: { city: 'Leeds', zip: 'LS1' }, 'other.x': '1', tick: ['a', 'b'], one: '1' } })
    expect(({} as Record<string, unknown>).city).toBeUndefined()
  })

  it('checks the fields with the endpoint’s schema: typed data, or each refused field with its own sentence', async () => {
    const Schema = z.object({
      email: z.string({ error: () => 'Please give your e-mail address.' }).email({ error: () => 'That is not an e-mail address.' }),
      count: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: () => 'The count is a whole number.' }),
    })
    const good = await readInput(form('email=a%40b.example&count=3'), Schema, { maxBytes: 200, forms: true })
    expect(good).toEqual({ ok: true, script: false, data: { email: 'a@b.example', count: 3 } })
    const bad = await readInput(json({ email: 'nope', count: 'x' }), Schema, { maxBytes: 200 })
    expect(bad).toEqual({ ok: false, reason: 'invalid', status: 400, message: 'That is not an e-mail address.', errors: { email: 'That is not an e-mail address.', count: 'The count is a whole number.' } })
  })
})

describe('the shop’s request schemas', () => {
  it('take each tab’s own fields: a key left out is no error (the shop’s rules say what is missing)', async () => {
    const { AddToCart, ChangeLine, PlaceOrder } = await import('@/commerce/http/requests')
    expect(AddToCart.safeParse({ gallery: 'office', photo: 3, type: 'downloads', downloads: [{ id: 'web', count: 1 }] }).success).toBe(true)
    expect(AddToCart.safeParse({ gallery: 'office', photo: 3, type: 'products', product: 'print', parameters: {}, quantity: 1 }).success).toBe(true)
    expect(AddToCart.safeParse({ gallery: 'office', photo: 3 }).success).toBe(true)
    expect(AddToCart.safeParse({ gallery: '../x', photo: 3 }).success).toBe(false)
    expect(AddToCart.safeParse({ gallery: 'office', photo: 1.5 }).success).toBe(false)
    expect(PlaceOrder.safeParse({ name: 'Ada', billing: { city: 'Leeds' } })).toMatchObject({ success: true, data: { name: 'Ada', billing: { city: 'Leeds' } } })
    expect(ChangeLine.safeParse({ action: 'remove' }).success).toBe(true)
    expect(ChangeLine.safeParse({ quantity: '12' })).toMatchObject({ success: true, data: { quantity: 12 } })
    const wrong = ChangeLine.safeParse({ quantity: '1e3' })
    expect(wrong.success).toBe(false)
    if (!wrong.success) expect(wrong.error.issues[0]?.message).toMatch(/quantity/i)
  })

  it('a plain `billing=` beside `billing.city=` is no error: the group wins', async () => {
    const read = await readFields(form('billing=x&billing.city=Leeds&shipping.city=York&shipping=y'), { maxBytes: 1000, forms: true, nested: ['billing', 'shipping'] })
    expect(read).toEqual({ ok: true, script: false, data: { billing: { city: 'Leeds' }, shipping: { city: 'York' } } })
  })
})

describe('a visitor’s write', () => {
  it('is refused from another site before anything else, with 403 and a sentence', async () => {
    const refused = await visitorWrite(new Request(`${SITE}/x`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }), 'cartByIp')
    expect(refused).toEqual({ status: 403, message: expect.stringMatching(/\w+ \w+/) })
    const answer = await answerOf<never>(refusedWith(refused!))
    expect(answer).toMatchObject({ ok: false, status: 403, refused: { error: 1, message: refused!.message } })
  })

  it('keeps the caller’s address only as a keyed hash, worked out once per request (the pipeline and the handler share it)', () => {
    const from = (ip: string) => new Request(`${SITE}/x`, { method: 'POST', headers: { [CLIENT_IP_HEADER]: ip } })
    const request = from('203.0.113.7')
    expect(addressOf(request)).toBe(hashIp('203.0.113.7'))
    expect(addressOf(request)).not.toContain('203.0.113.7')
    expect(addressOf(from('203.0.113.8'))).not.toBe(addressOf(request))
    const hmac = vi.spyOn(crypto, 'createHmac')
    try {
      const next = from('203.0.113.9')
      addressOf(next)
      addressOf(next)
      expect(hmac).toHaveBeenCalledTimes(1)
    } finally {
      hmac.mockRestore()
    }
  })

  it('answers a refusal with its sentence and, when there is one, Retry-After in the header and the body', async () => {
    const response = refusedWith({ status: 429, message: 'Too many tries. Try again in 30 seconds.', retryAfter: 30 })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 1, message: 'Too many tries. Try again in 30 seconds.', retryAfter: 30 })
  })
})

describe('answers as the scripts read them', () => {
  it('gives the typed answer when it worked, the refusal otherwise, and an empty refusal for a body that is not ours', async () => {
    expect(await answerOf<{ ok: 1 }>(Response.json({ ok: 1 }))).toEqual({ ok: true, status: 200, body: { ok: 1 } })
    expect(await answerOf(Response.json({ error: 1, message: 'No.', errors: { email: 'Bad.' } }, { status: 400 }))).toEqual({ ok: false, status: 400, refused: { error: 1, message: 'No.', errors: { email: 'Bad.' } } })
    expect(await answerOf(new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({ ok: false, status: 502, refused: { error: 1, message: '' } })
    expect(await answerOf(new Response('', { status: 200 }))).toEqual({ ok: false, status: 200, refused: { error: 1, message: '' } })
  })
})
