/**
 * Whether the load Lighthouse observed painted its first text before any of the site's scripts had
 * arrived. That race decides the LCP and TBT rows together (docs/performance-log.md, 2026-11-29):
 * Lighthouse's LCP counts every script that arrived before the observed paint, and its TBT only the
 * long tasks after the first paint (the hydration, when the paint came first).
 */
export function paintedBeforeScripts(lhr: { audits: Record<string, { details?: unknown } | undefined> }): boolean {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)?.items?.[0]
  const requests = lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; networkEndTime?: number }[]; debugData?: { networkStartTimeTs?: number } } | undefined
  const paintUs = metrics?.observedFirstContentfulPaintTs
  const startUs = requests?.debugData?.networkStartTimeTs
  if (paintUs === undefined || startUs === undefined) return false
  const scriptsEndUs = (requests?.items ?? []).filter((item) => item.resourceType === 'Script' && item.networkEndTime !== undefined).map((item) => startUs + item.networkEndTime! * 1000)
  return scriptsEndUs.every((end) => paintUs < end)
}

/** How a row says it. */
export const paintFirstOf = (runs: boolean[]) => `painted before its scripts in ${runs.filter(Boolean).length} of ${runs.length}`
