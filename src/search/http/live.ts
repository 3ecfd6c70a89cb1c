import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { addressOf, json, limited, problem } from '@/lib/server/http'

import { LIVE_MAX_LENGTH, LIVE_MIN_LENGTH, normalise } from '../liveRules'
import type { SearchKind } from '../plugin'
import { searchSite, type SearchResult } from '../service'
import { processCache } from '@/lib/server/processCaches'

/**
 * GET /search/live?q=: the header's live search. The query is capped (longer → 400), only ever
 * words, rate limited per address, and answers are kept for 30 seconds (the same for every
 * visitor: only published, public content is in them), in this process and in shared caches.
 */
export const GROUP_ORDER: readonly SearchKind[] = ['page', 'portfolio', 'gallery', 'photo']
const PER_GROUP = 5
const CACHE_SECONDS = 30

export type LiveAnswer = { query: string; total: number; groups: { kind: SearchKind; results: SearchResult[] }[] }

const cache = new LRUCache<string, LiveAnswer>({ max: 500, ttl: CACHE_SECONDS * 1000 })

const answers = processCache('search-answers', () => {
  cache.clear()
  switchRead = null
})

/** Forget cached answers and the search switch, on every instance (content or settings changed). */
export const forgetLiveAnswers = () => answers.forget()

export async function liveAnswer(payload: Payload, query: string): Promise<LiveAnswer> {
  const key = query.toLowerCase()
  const cached = cache.get(key)
  if (cached) return cached
  // Enough ranked hits to fill the groups after the visitor checks (5 a group are shown).
  const { results, total } = await searchSite(payload, query, { limit: 24 })
  const groups = GROUP_ORDER.map((kind) => ({ kind, results: results.filter((result) => result.kind === kind).slice(0, PER_GROUP) })).filter((group) => group.results.length > 0)
  const answer = { query, total, groups }
  cache.set(key, answer)
  return answer
}

/** The site's search switch, read at most once a second (an editor's change applies at once: answers above). */
let switchRead: { at: number; on: boolean } | null = null
async function searchSwitchedOn(payload: Payload): Promise<boolean> {
  if (switchRead && Date.now() - switchRead.at < 1000) return switchRead.on
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  switchRead = { at: Date.now(), on: settings.features?.search !== false }
  return switchRead.on
}

export async function liveSearch(payload: Payload, request: Request): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('q')
  if (raw === null) return problem(400, t('search.tooShort', { min: LIVE_MIN_LENGTH }))
  // Checked before anything else: an over-long query costs nothing.
  if (raw.length > LIVE_MAX_LENGTH * 4) return problem(400, t('search.tooLong', { max: LIVE_MAX_LENGTH }))
  const query = normalise(raw)
  if (query.length > LIVE_MAX_LENGTH) return problem(400, t('search.tooLong', { max: LIVE_MAX_LENGTH }))
  if (query.length < LIVE_MIN_LENGTH) return problem(400, t('search.tooShort', { min: LIVE_MIN_LENGTH }))
  const tooMany = await limited('searchByIp', addressOf(request))
  if (tooMany) return tooMany
  if (!(await searchSwitchedOn(payload))) return problem(404, t('search.off'))
  const answer = await liveAnswer(payload, query)
  return json(answer, { headers: { 'Cache-Control': `public, max-age=0, s-maxage=${CACHE_SECONDS}, stale-while-revalidate=${CACHE_SECONDS * 2}` } })
}
