import type { RunnerResult } from 'lighthouse'
import { Audit } from 'lighthouse/core/audits/audit.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

/** What the count reads of one of Lighthouse's simulation graphs (its nodes, walked). */
export type LcpGraph = { traverse: (visit: (node: { type: string; request?: { url: string; resourceType?: string } }) => void) => void }

/**
 * The site's built scripts (`/_next/…`) in Lighthouse's own LCP graphs: their downloads and runs are
 * what its simulated LCP adds to the page's HTML and styles. That decides the LCP row and, with it,
 * the TBT row (docs/performance-log.md, 2026-11-29): a script that ran before the observed paint is
 * counted in LCP, and a page whose first paint came before its scripts has its hydration counted in
 * TBT instead. Asked of Lighthouse's own computation, not re-derived, so its rules (short tasks
 * pruned, scripts that arrived before the paint but ran after it) hold exactly.
 */
export function builtScriptsIn(graphs: readonly LcpGraph[], origin: string): number {
  const urls = new Set<string>()
  for (const graph of graphs)
    graph.traverse((node) => {
      const url = node.request?.url
      if (node.type === 'network' && node.request?.resourceType === 'Script' && url?.startsWith(`${origin}/_next/`)) urls.add(url)
    })
  return urls.size
}

/** How many of the site's built scripts Lighthouse's simulated LCP counted in one run (null: it could not say). */
export async function scriptsInLcp(result: RunnerResult, origin: string): Promise<number | null> {
  // A run whose trace Lighthouse could not gather (it keeps an error in its place) says nothing
  // either way. Any other failure is the bench's to show, not to print as "?" run after run.
  if (result.lhr.runtimeError || !Array.isArray(result.artifacts.Trace?.traceEvents)) return null
  const context = { computedCache: new Map(), settings: result.lhr.configSettings }
  const data = Audit.makeMetricComputationDataInput(result.artifacts, context as never)
  const lcp = await LanternLargestContentfulPaint.request(data, context as never)
  return builtScriptsIn([lcp.optimisticGraph, lcp.pessimisticGraph] as unknown as LcpGraph[], origin)
}

/** How a row says it: the count in each run. */
export const scriptsInLcpOf = (runs: (number | null)[]) => `scripts in its LCP ${runs.map((count) => count ?? '?').join(', ')}`
