import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload, RequestContext } from 'payload'

/**
 * A save that only writes a draft (the admin's Save draft and its autosave: `?draft=true`) changes
 * nothing visitors see: the published version, and so every cached page, stays as it was.
 */
export const savesOnlyADraft = (req: { query?: Record<string, unknown> } | undefined): boolean => String(req?.query?.draft) === 'true'

/**
 * Asks Next to rebuild cached pages after content changes. Seeds and tests pass
 * `context.disableRevalidate`; outside a Next server (CLI scripts) there is nothing to revalidate.
 */
export function revalidatePaths(
  paths: readonly string[],
  { context, payload }: { context?: RequestContext; payload: Payload },
): void {
  if (context?.disableRevalidate) return
  for (const path of paths) {
    try {
      revalidatePath(path)
    } catch (error) {
      payload.logger.debug({ msg: `Skipped revalidating ${path}`, err: error })
    }
  }
}

/** Content shown on every page (navigation, footer, site and gallery settings): rebuild every cached page. */
export function revalidateEverything({ context, payload }: { context?: RequestContext; payload: Payload }): void {
  if (context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch {
    expireOutsideRequest(['_N_T_/layout'], payload)
  }
}

/**
 * Expires everything cached under these tags (reads declare what they show: src/lib/cacheTags.ts), so
 * a change rebuilds the pages that show it and no other. Within a request Next applies it once the
 * request is done (after the change's transaction committed); elsewhere (a queued job's timer) the
 * cache is told at once.
 */
export function revalidateTags(tags: readonly string[], { context, payload }: { context?: RequestContext; payload: Payload }): void {
  if (context?.disableRevalidate || tags.length === 0) return
  const unique = [...new Set(tags)]
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
  } catch {
    expireOutsideRequest(unique, payload)
  }
}

const COMMIT_GRACE_MS = 1000

type TagExpiry = { revalidateTag: (tags: string[]) => Promise<void> }

/**
 * Outside a request Next has no store to queue revalidations in; its cache (the one the server made
 * for its requests: memory and disk, or Redis with several instances) is told directly — now, and
 * again a second later, as a hook runs before its change's transaction commits and a page rendered
 * in between would hold the old state. Before the server's first request nothing is cached.
 */
export function expireOutsideRequest(tags: readonly string[], payload: Payload): void {
  const cache = (globalThis as { __incrementalCache?: TagExpiry }).__incrementalCache
  if (!cache) return
  const expire = () => void cache.revalidateTag([...tags]).catch((error) => payload.logger.warn({ msg: `Could not expire cached pages tagged ${tags.join(', ')}`, err: error }))
  expire()
  setTimeout(expire, COMMIT_GRACE_MS).unref()
}
