import type { PayloadRequest, RequestContext } from 'payload'

/**
 * A request for a nested Local API write that shares `req`'s transaction but not its context.
 * Payload merges an operation's `context` into the request object it is given (createLocalReq), so
 * a nested write passed `req` and `{ disableRevalidate: true }` would leave that flag on the outer
 * request and silence the outer change's own later hooks (its cache expiry among them).
 */
export function nestedReq(req: Partial<PayloadRequest> | undefined, context: RequestContext): { req: Partial<PayloadRequest> | undefined; context: RequestContext } {
  return { req: req ? ({ ...req, context: { ...req.context } } as Partial<PayloadRequest>) : undefined, context }
}
