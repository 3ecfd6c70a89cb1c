import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order, User } from '@/payload-types'
import { CLIENT_IP_HEADER } from '@/lib/security/clientIp'

import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Staff accounts and orders through Payload's REST API, as a browser or a probe reaches them:
 * sign-ins throttled without locking anyone out, passwords changed only with the current one,
 * orders changed only where staff may change them.
 */
const PASSWORD = 'correct horse battery staple'
const context = { disableRevalidate: true }

/** What Payload's REST API answers here: a token, the signed-in user, or errors. */
type Answer = { token?: string; user?: { email?: string } | null; errors?: { message: string }[] }

type Rest = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

describe(`accounts and orders over REST (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let rest: { GET: Rest; POST: Rest; PATCH: Rest }
  let admin: User
  let editor: User

  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, { body, token, ip = '203.0.113.1' }: { body?: unknown; token?: string; ip?: string } = {}) => {
    const headers: Record<string, string> = { [CLIENT_IP_HEADER]: ip }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `JWT ${token}`
    const request = new Request(`http://localhost/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    const response = await rest[method](request, { params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }) })
    return { status: response.status, json: (await response.json()) as Answer }
  }
  const signIn = (email: string, password: string, ip?: string) => call('POST', 'users/login', { body: { email, password }, ip })

  beforeAll(async () => {
    ctx = await startTestPayload()
    const { default: config } = await import('@payload-config')
    rest = { GET: REST_GET(config) as Rest, POST: REST_POST(config) as Rest, PATCH: REST_PATCH(config) as Rest }
    const make = (email: string, roles: User['roles']) => ctx.payload.create({ collection: 'users', data: { email, name: email, password: PASSWORD, roles }, context })
    admin = await make('admin@example.test', ['admin'])
    editor = await make('editor@example.test', ['editor'])
  })
  afterAll(async () => ctx?.cleanup())

  describe('signing in', () => {
    it('one account signing in several times at once gets a working session each time', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => signIn(editor.email, PASSWORD, `192.0.2.${index + 1}`)))
      for (const answer of answers) expect(answer.status).toBe(200)
      for (const answer of answers) expect((await call('GET', 'users/me', { token: answer.json.token })).json.user?.email).toBe(editor.email)
    })

    it('five wrong passwords make that address wait, with one message; the owner still gets in from elsewhere; no lock', async () => {
      const user = await ctx.payload.create({ collection: 'users', data: { email: 'target@example.test', name: 'Target', password: PASSWORD, roles: ['editor'] }, context })
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await signIn(user.email, 'wrong password', '198.51.100.7')
        expect(answer.status).toBe(401)
        expect(answer.json.errors?.[0]?.message).toBe('The email or password provided is incorrect.')
      }
      // The guesser's address now waits, even with the right password.
      const refused = await signIn(user.email, PASSWORD, '198.51.100.7')
      expect(refused.status).toBe(429)
      expect(refused.json.errors?.[0]?.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes and try again/)
      // The owner, elsewhere, is not locked out.
      const owner = await signIn(user.email, PASSWORD, '192.0.2.44')
      expect(owner.status).toBe(200)
      expect(owner.json.token).toEqual(expect.any(String))
      const stored = await ctx.payload.db.findOne<{ id: number; lockUntil?: unknown; loginAttempts?: unknown }>({ collection: 'users', where: { id: { equals: user.id } } })
      expect(stored?.lockUntil ?? null).toBeNull()
    })

    it('an unknown account answers the same words after the same work', async () => {
      // The work is this process's CPU time (the hash runs on libuv's threads, counted too), not the
      // wall clock: the build and other test files share the machine's two cores meanwhile.
      const timed = async (email: string) => {
        const started = process.cpuUsage()
        const answer = await signIn(email, 'wrong password', '198.51.100.20')
        const used = process.cpuUsage(started)
        return { ms: (used.user + used.system) / 1000, answer }
      }
      const known: number[] = []
      const unknown: number[] = []
      for (let round = 0; round < 5; round++) {
        const a = await timed(editor.email)
        const b = await timed(`nobody-${round}@example.test`)
        expect(b.answer).toEqual(a.answer)
        known.push(a.ms)
        unknown.push(b.ms)
      }
      const median = (values: number[]) => values.sort((x, y) => x - y)[2]!
      // Both pay for a full password hash (tens of ms here); the unknown one used to answer in 8 ms.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.6)
      expect(median(unknown)).toBeLessThan(median(known) * 1.6)
    })

    it('an address guessing across many accounts is held back too', async () => {
      const ip = '198.51.100.99'
      for (let attempt = 0; attempt < 30; attempt++) expect((await signIn(`guess-${attempt}@example.test`, 'x', ip)).status).toBe(401)
      expect((await signIn(admin.email, PASSWORD, ip)).status).toBe(429)
      expect((await signIn(admin.email, PASSWORD, '192.0.2.45')).status).toBe(200)
    })

    it('answers for an account under attack from many addresses slow down, doubling, and never refuse', async () => {
      const { backOffMs, SLOW_AFTER, MAX_DELAY_MS } = await import('@/collections/Users/signIn')
      expect(backOffMs(SLOW_AFTER)).toBe(0)
      expect(backOffMs(SLOW_AFTER + 1)).toBe(100)
      expect(backOffMs(SLOW_AFTER + 2)).toBe(200)
      expect(backOffMs(SLOW_AFTER + 100)).toBe(MAX_DELAY_MS)
    })

    it('an account keeps its newest sessions up to the bound; expired sessions of every account go', async () => {
      const { MAX_SESSIONS } = await import('@/collections/Users/signIn')
      const user = await ctx.payload.create({ collection: 'users', data: { email: 'often@example.test', name: 'Often', password: PASSWORD, roles: ['editor'] }, context })
      const session = (id: string, ageHours: number, lifeHours = 8) => ({ id, createdAt: new Date(Date.now() - ageHours * 3_600_000), expiresAt: new Date(Date.now() + (lifeHours - ageHours) * 3_600_000) })
      // Another account's session expired a day ago; this one has signed in from many browsers today.
      await ctx.payload.db.updateOne({ collection: 'users', id: editor.id, data: { sessions: [session('old', 30)] }, returning: false })
      await ctx.payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: Array.from({ length: MAX_SESSIONS + 5 }, (_, i) => session(`s${i}`, 7 - i / 10)) }, returning: false })
      expect((await signIn(user.email, PASSWORD, '192.0.2.50')).status).toBe(200)
      const sessions = async (id: number) => (await ctx.payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({ collection: 'users', where: { id: { equals: id } } }))?.sessions ?? []
      const kept = await sessions(user.id)
      expect(kept).toHaveLength(MAX_SESSIONS)
      // The oldest went; the newest (this sign-in's) stayed.
      expect(kept.map((row) => row.id)).not.toContain('s0')
      expect(kept.map((row) => row.id)).toContain(`s${MAX_SESSIONS + 4}`)
      expect(await sessions(editor.id)).toHaveLength(0)
    })
  })

  describe('changing a password', () => {
    it('needs the current password, and ends the account’s other sessions', async () => {
      const user = await ctx.payload.create({ collection: 'users', data: { email: 'changer@example.test', name: 'Changer', password: PASSWORD, roles: ['editor'] }, context })
      const here = (await signIn(user.email, PASSWORD, '192.0.2.60')).json.token as string
      const elsewhere = (await signIn(user.email, PASSWORD, '192.0.2.61')).json.token as string

      const without = await call('PATCH', `users/${user.id}`, { body: { password: 'a new long password 1' }, token: here })
      expect(without.status).toBe(400)
      expect(JSON.stringify(without.json)).toContain('Type your current password to change the password.')
      const wrong = await call('PATCH', `users/${user.id}`, { body: { password: 'a new long password 1', currentPassword: 'not it' }, token: here })
      expect(wrong.status).toBe(400)
      expect(JSON.stringify(wrong.json)).toContain('Your current password is not right.')
      // Nothing changed: the old password still signs in.
      expect((await signIn(user.email, PASSWORD, '192.0.2.62')).status).toBe(200)

      const changed = await call('PATCH', `users/${user.id}`, { body: { password: 'a new long password 1', currentPassword: PASSWORD }, token: here })
      expect(changed.status).toBe(200)
      expect(JSON.stringify(changed.json)).not.toContain(PASSWORD)
      expect((await call('GET', 'users/me', { token: here })).json.user?.email).toBe(user.email)
      expect((await call('GET', 'users/me', { token: elsewhere })).json.user).toBeNull()
      expect((await signIn(user.email, 'a new long password 1', '192.0.2.63')).status).toBe(200)
      // Other fields change as before, without a password.
      expect((await call('PATCH', `users/${user.id}`, { body: { name: 'Renamed' }, token: here })).status).toBe(200)
    })
  })

  describe('orders', () => {
    let order: Order
    beforeAll(async () => {
      order = await ctx.payload.create({
        collection: 'orders',
        data: {
          number: 'A-0001',
          status: 'pending',
          customerName: 'Ann',
          customerEmail: 'ann@example.test',
          lines: [{ kind: 'product', product: 'Print', photoTitle: 'Harbour', quantity: 1, unitPrice: 1000, total: 1000, priceText: '£10.00', key: 'k1' }],
          currency: 'GBP',
          subtotal: 1000,
          total: 1000,
          totalText: '£10.00',
          paymentMethod: 'bank',
          history: [{ at: new Date().toISOString(), from: '', to: 'pending', by: 'Customer', note: 'Placed' }],
        } as never,
        overrideAccess: true,
        context: { orderPlacement: true },
      })
    })

    it('staff change only the status, its note, the reference and "notify"; the history is the server’s', async () => {
      const token = (await signIn(editor.email, PASSWORD, '192.0.2.70')).json.token as string
      const forged = { at: '2026-01-01T00:00:00.000Z', from: 'pending', to: 'paid', by: 'Stripe', note: 'paid by Stripe' }
      const answer = await call('PATCH', `orders/${order.id}`, {
        token,
        body: { total: 1, currency: 'XXX', subtotal: 1, lines: [], linkVersion: 9, linksIssuedAt: '2020-01-01T00:00:00.000Z', stripeSession: 'cs_forged', number: 'B-1', customerEmail: 'thief@example.test', history: [forged], status: 'cancelled', statusNote: 'Out of stock', paymentReference: 'REF-1', notifyCustomer: false },
      })
      expect(answer.status).toBe(200)
      const stored = await ctx.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true, depth: 0 })
      expect(stored).toMatchObject({ total: 1000, subtotal: 1000, currency: 'GBP', number: 'A-0001', customerEmail: 'ann@example.test', status: 'cancelled', paymentReference: 'REF-1' })
      expect(stored.lines).toHaveLength(1)
      expect(stored.stripeSession ?? null).toBeNull()
      expect(stored.linksIssuedAt ?? null).toBeNull()
      expect((stored.history ?? []).map(({ to, by, note }) => ({ to, by, note }))).toEqual([
        { to: 'pending', by: 'Customer', note: 'Placed' },
        { to: 'cancelled', by: editor.email, note: 'Out of stock' },
      ])
    })

    it('an admin may purge an order never paid; not a paid one; an editor neither', async () => {
      const paid = await ctx.payload.create({ collection: 'orders', data: { number: 'A-0002', status: 'paid', customerName: 'Bo', customerEmail: 'bo@example.test', currency: 'GBP', total: 500, linksIssuedAt: new Date().toISOString() } as never, overrideAccess: true, context: { orderPlacement: true } })
      await expect(ctx.payload.delete({ collection: 'orders', id: order.id, overrideAccess: false, user: { ...editor, collection: 'users' } })).rejects.toThrow()
      await expect(ctx.payload.delete({ collection: 'orders', id: paid.id, overrideAccess: false, user: { ...admin, collection: 'users' } })).rejects.toThrow()
      await ctx.payload.delete({ collection: 'orders', id: order.id, overrideAccess: false, user: { ...admin, collection: 'users' } })
      expect(await ctx.payload.count({ collection: 'orders', overrideAccess: true })).toMatchObject({ totalDocs: 1 })
    })
  })

  it('signed-in answers are never kept by a cache', async () => {
    const token = (await signIn(admin.email, PASSWORD, '192.0.2.80')).json.token as string
    const { privateWhenCredentialed } = await import('@/lib/security/credentialedCaching')
    // As the REST route wraps Payload's handlers.
    const GET = privateWhenCredentialed(rest.GET)
    for (const path of ['users/me', 'users', 'orders']) {
      const response = await GET(new Request(`http://localhost/api/${path}`, { headers: { Authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: path.split('/') }) })
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const login = await privateWhenCredentialed(rest.POST)(new Request('http://localhost/api/users/login', { method: 'POST', headers: { 'Content-Type': 'application/json', [CLIENT_IP_HEADER]: '192.0.2.81' }, body: JSON.stringify({ email: admin.email, password: PASSWORD }) }), { params: Promise.resolve({ slug: ['users', 'login'] }) })
    expect(login.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a visitor learns nothing of the schema from /api/access, and verifying an e-mail is a 404 in words', async () => {
    const { noEmailVerification, quietAccess } = await import('@/lib/security/apiGuards')
    const GET = quietAccess(rest.GET)
    const access = (token?: string) => GET(new Request('http://localhost/api/access', { headers: token ? { Authorization: `JWT ${token}` } : {} }), { params: Promise.resolve({ slug: ['access'] }) })
    const anonymous = await access()
    expect(anonymous.status).toBe(200)
    expect(await anonymous.json()).toEqual({ canAccessAdmin: false, collections: {}, globals: {} })
    const token = (await signIn(admin.email, PASSWORD, '192.0.2.90')).json.token as string
    const staff = (await (await access(token)).json()) as { canAccessAdmin: boolean; collections: Record<string, unknown> }
    expect(staff.canAccessAdmin).toBe(true)
    expect(Object.keys(staff.collections)).toContain('orders')

    const verify = await noEmailVerification(rest.POST)(new Request('http://localhost/api/users/verify/x', { method: 'POST' }), { params: Promise.resolve({ slug: ['users', 'verify', 'x'] }) })
    expect(verify.status).toBe(404)
    expect((await verify.json()).errors[0].message).toMatch(/not verified by e-mail/)
  })
})
