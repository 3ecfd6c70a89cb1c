import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * True while `next build` runs. The build never reads the database: one build serves SQLite,
 * PostgreSQL or a cluster, and can be made where no database is reachable (an image build). Every
 * public page renders on its first request instead and is kept in Next's cache with its tags
 * (nothing rendered at build is ever served: the cache handlers start empty).
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
}
