/**
 * Answers of Payload's REST API that said more than a visitor should hear, or failed on a question
 * it could not answer: put right around its handlers (src/app/(payload)/api/[...slug]/route.ts).
 */
type Handler<Context> = (request: Request, context: Context) => Promise<Response> | Response

/** Payload's answer to a visitor asking /api/access is every field of every collection (27 KB): a map of the schema. */
const ANONYMOUS_ACCESS = { canAccessAdmin: false, collections: {}, globals: {} }

/** What a visitor who is not signed in learns from /api/access: that they may not use the admin. */
export function quietAccess<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (new URL(request.url).pathname !== '/api/access' || response.status !== 200) return response
    const answer = (await response.clone().json().catch(() => null)) as { canAccessAdmin?: boolean } | null
    if (answer?.canAccessAdmin) return response
    return Response.json(ANONYMOUS_ACCESS, { headers: { 'Cache-Control': 'private, no-store' } })
  }
}

/** Accounts here are not verified by e-mail, so Payload's verify endpoint had nothing to do and answered 500. */
const VERIFY = /^\/api\/users\/verify(\/|$)/

export function noEmailVerification<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    if (VERIFY.test(new URL(request.url).pathname)) {
      return Response.json({ errors: [{ message: 'Accounts on this site are not verified by e-mail: there is nothing to verify.' }] }, { status: 404 })
    }
    return handler(request, context)
  }
}
