/** The trace events the check reads (Chromium's trace format, as Lighthouse keeps it). */
export type PaintTraceEvent = { name: string; ts: number; pid: number; args?: { frame?: string; data?: { url?: string; frame?: string; isLoadingMainFrame?: boolean } } }

/**
 * Whether the load Lighthouse observed painted its first text before any of the site's own scripts
 * ran. That race decides the LCP and TBT rows together (docs/performance-log.md, 2026-11-29):
 * Lighthouse's LCP counts every script that ran before the observed paint (its download and its
 * evaluation), and its TBT only the long tasks after the first paint (the hydration, when the paint
 * came first). A script that arrived before the paint but ran after it is not counted, so the test
 * is its evaluation, in the page's renderer, before the main frame's first contentful paint.
 * Inline scripts are not counted: they are part of the page, not downloads Lighthouse adds.
 */
export function paintedBeforeScripts(events: readonly PaintTraceEvent[], origin: string): boolean {
  const mainFrame = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame)?.args?.frame
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && (mainFrame === undefined || event.args?.frame === mainFrame))
  if (!paint) return false
  // The site's built scripts (an inline script's run names the page itself: not a download).
  const ours = `${origin}/_next/`
  return !events.some((event) => event.name === 'EvaluateScript' && event.pid === paint.pid && event.ts < paint.ts && (event.args?.data?.url ?? '').startsWith(ours))
}

/** How a row says it. */
export const paintFirstOf = (runs: boolean[]) => `painted before its scripts ran in ${runs.filter(Boolean).length} of ${runs.length}`
