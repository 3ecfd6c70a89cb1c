import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload, RequestContext } from 'payload'

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

/** Content shown on many pages (navigation, media, galleries in blocks): rebuild every cached page. */
export function revalidateEverything({ context, payload }: { context?: RequestContext; payload: Payload }): void {
  if (context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    payload.logger.debug({ msg: 'Skipped revalidating the whole site', err: error })
  }
}

/**
 * Expires everything cached under these tags at once (reads tag what they fetch, e.g. `form:12`):
 * a change rebuilds the pages that show it, not the whole site.
 */
export function revalidateTags(tags: readonly string[], { context, payload }: { context?: RequestContext; payload: Payload }): void {
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      payload.logger.debug({ msg: `Skipped revalidating tag ${tag}`, err: error })
    }
  }
}
