import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { parseParam, slugParam } from '@/lib/params'

import { checkSolution, newChallenge } from '@/lib/server/challenge'
import { approvedComments, readComment, storeComment } from '../comments'
import { refusedWith, visitorWrite } from '@/lib/server/http'
import { firstTime, type LimitName } from '@/lib/server/limits'
import { notifyEditors } from '../notify'
import { galleryPolicy, photoPolicy, type PhotoPolicy } from '../policy'
import { castVote, isValidVote, visitorVotes } from '../ratings'
import { addToTotals, drizzleFor, readTotals } from '../stats'
import { readFields } from '@/lib/server/input'

import type { CommentList, CommentPosted, GalleryEngagement, Rated, RatedBefore, ViewCounted } from '../answers'
import { callerOf, crossSite, json, limited, photoParams, problem, type Caller } from './respond'

/**
 * The public engagement endpoints. Each is a function of the Payload instance and the request, so
 * the route files only bind them and the integration tests call them exactly as Next does.
 */
type PhotoRoute = { slug?: unknown; id?: unknown }
type WriteStart = { route: { slug: string; id: number }; caller: Caller; body: object; policy: PhotoPolicy }

/**
 * The checks every visitor write (vote, comment) makes, in this order: the site's write pipeline
 * (from our own pages, within each limit for the caller's address), within the limit for this
 * visitor, a valid photo route, a readable JSON body, a photo the gallery holds. The first that
 * fails is the answer.
 */
async function startWrite(payload: Payload, request: Request, params: PhotoRoute, byAddress: LimitName[], byVisitor?: LimitName): Promise<Response | WriteStart> {
  const refused = await visitorWrite(request, ...byAddress)
  if (refused) return refusedWith(refused)
  const caller = callerOf(request)
  const over = byVisitor ? await limited(byVisitor, caller.visitor.id) : null
  if (over) return over
  const route = photoParams(params)
  if (!route) return problem(404, t('request.noSuchPhoto'))
  const sent = await readFields(request, { maxBytes: 16 * 1024 })
  if (!sent.ok) return problem(sent.status, sent.message)
  const body = sent.data
  const policy = await photoPolicy(payload, route.slug, route.id)
  if (!policy) return problem(404, t('request.noSuchPhoto'))
  return { route, caller, body, policy }
}

/** POST …/photos/<id>/rating `{ "value": n }`: one vote per visitor per photo. */
export async function postRating(payload: Payload, request: Request, params: PhotoRoute): Promise<Response> {
  const start = await startWrite(payload, request, params, ['voteByIp'])
  if (start instanceof Response) return start
  const { route, caller, body, policy } = start
  if (!policy.behaviour.rating) return problem(403, t('rating.off'))
  const value = (body as { value?: unknown }).value
  if (!isValidVote(value, policy.stars)) return problem(400, t('rating.badValue', { stars: policy.stars }))
  const result = await castVote(payload, { photo: route.id, gallery: policy.gallery.id, visitor: caller.visitor.id, ipHash: caller.ipHash, value, stars: policy.stars })
  if (result.outcome === 'address-limit') return problem(429, t('rating.addressLimit'))
  const answer = { error: 0, votes: result.votes, average: result.average, yours: result.outcome === 'recorded' ? value : null, rated: true } satisfies Rated
  if (result.outcome === 'already-rated') return json({ ...answer, error: 1, message: t('rating.already') } satisfies RatedBefore, { status: 409, visitor: caller.visitor })
  return json(answer, { visitor: caller.visitor })
}

/** GET …/photos/<id>/comments: the approved comments, newest first. */
export async function getComments(payload: Payload, _request: Request, params: PhotoRoute): Promise<Response> {
  const route = photoParams(params)
  if (!route) return problem(404, t('request.noSuchPhoto'))
  const policy = await photoPolicy(payload, route.slug, route.id)
  if (!policy) return problem(404, t('request.noSuchPhoto'))
  if (!policy.behaviour.comments) return problem(403, t('comments.off'))
  const comments = await approvedComments(payload, route.id)
  return json({ error: 0, comments, askEmail: policy.behaviour.commentEmail } satisfies CommentList)
}

/** POST …/photos/<id>/comments: the seed's answer shape — `error`, `error_messages`, `published`. */
export async function postComment(payload: Payload, request: Request, params: PhotoRoute): Promise<Response> {
  const start = await startWrite(payload, request, params, ['commentByIp'], 'commentByVisitor')
  if (start instanceof Response) return start
  const { caller, body, policy } = start
  if (!policy.behaviour.comments) return problem(403, t('comments.off'))

  const { draft, errors } = readComment(body, policy.behaviour.commentEmail)
  if (draft.honeypot) return problem(400, t('comments.rejected'), { error_messages: {} })
  if (Object.keys(errors).length > 0) return problem(400, Object.values(errors)[0]!, { error_messages: errors })
  const challenge = await checkSolution(draft.altcha)
  if (challenge !== 'valid') {
    const message = challenge === 'missing' ? t('comments.challengeMissing') : t('comments.challengeInvalid')
    return problem(400, message, { error_messages: { challenge: message } })
  }

  const { doc, published } = await storeComment(payload, policy, draft, { id: caller.visitor.id, ipHash: caller.ipHash })
  if (policy.behaviour.commentNotify) {
    // The comment is stored; a mail server that is down must not turn that into an error for the visitor.
    await notifyEditors(payload, policy, { id: doc.id, name: doc.name, body: doc.body, published }).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not e-mail editors about a new comment' }),
    )
  }
  return json(
    {
      error: 0,
      error_messages: {},
      published: published ? 1 : 0,
      message: published ? t('comments.published') : t('comments.awaiting'),
      comment: published ? { id: doc.id, name: doc.name, body: doc.body, createdAt: doc.createdAt } : null,
    } satisfies CommentPosted,
    { status: 201, visitor: caller.visitor },
  )
}

/** Well-known crawlers and link previewers: their visits are not views. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|pingdom|monitor|curl|wget|python|java\/|go-http/i

/** POST …/photos/<id>/view: counts a view once per visitor per photo per 30 minutes. */
export async function postView(payload: Payload, request: Request, params: PhotoRoute): Promise<Response> {
  const refused = crossSite(request)
  if (refused) return refused
  const route = photoParams(params)
  if (!route) return problem(404, t('request.noSuchPhoto'))
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`.toLowerCase()
  const agent = request.headers.get('user-agent') ?? ''
  const caller = callerOf(request)
  if (purpose.includes('prefetch') || !agent || BOT.test(agent)) return json({ error: 0, counted: false } satisfies ViewCounted, { status: 202 })
  const limit = await limited('hitByIp', caller.ipHash)
  if (limit) return limit
  const policy = await photoPolicy(payload, route.slug, route.id)
  if (!policy) return problem(404, t('request.noSuchPhoto'))
  if (!policy.behaviour.hitCounting) return problem(403, t('views.off'))
  const counted = await firstTime('viewWindow', `${caller.visitor.id}:${route.id}`)
  if (!counted) return json({ error: 0, counted } satisfies ViewCounted, { status: 202, visitor: caller.visitor })
  const hits = await addToTotals(await drizzleFor(payload), payload, route.id, { hits: 1 })
  return json({ error: 0, counted, hits } satisfies ViewCounted, { status: 202, visitor: caller.visitor })
}

/**
 * GET /galleries/<slug>/engagement: every photo's totals and this visitor's own votes, so pages
 * that are cached for everyone still show live numbers and "You have already rated.".
 */
export async function getGalleryEngagement(payload: Payload, request: Request, params: { slug?: unknown }): Promise<Response> {
  const slug = parseParam(slugParam, params.slug)
  const policy = slug ? await galleryPolicy(payload, slug) : null
  if (!policy) return problem(404, t('request.noSuchPhoto'))
  const ids = [...policy.items]
  const caller = callerOf(request)
  const [totals, votes] = await Promise.all([readTotals(payload, ids), caller.visitor.isNew ? new Map<number, number>() : visitorVotes(payload, caller.visitor.id, ids)])
  const photos = Object.fromEntries(ids.map((id) => [id, { ...totals.get(id)!, yours: votes.get(id) ?? null }]))
  return json({ error: 0, photos } satisfies GalleryEngagement)
}

/** GET /comments/challenge: a fresh proof-of-work challenge for the comment form. */
export async function getChallenge(_payload: Payload, request: Request): Promise<Response> {
  const limit = await limited('challengeByIp', callerOf(request).ipHash)
  if (limit) return limit
  return json(await newChallenge())
}
