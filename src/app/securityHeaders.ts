import type { IncomingHttpHeaders } from 'node:http'

import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js'

// Relative imports: next.config.ts loads this file, and Next's config loader knows no path aliases
// below the project's root.
import { checkoutOrigins } from '../commerce/checkoutOrigins'
import { chatOrigins } from '../lib/chat'
import { getEnv, siteUrl, type Env } from '../lib/env'
import { mapTileOrigins } from '../lib/mapTiles'
import { securityHeaders } from '../lib/security/headers'
import { EMBED_PLAYER_ORIGINS } from '../video/providers'

/** The site's header rules for this environment: the players, tiles, chat and payment pages it allows. */
export function siteHeaderRules(production: boolean, env: Env = getEnv()) {
  return securityHeaders({
    production,
    https: siteUrl(env).startsWith('https:'),
    frameOrigins: [...new Set([...EMBED_PLAYER_ORIGINS, new URL(env.YOUTUBE_EMBED_URL).origin])],
    imageOrigins: mapTileOrigins(env),
    chatOrigins: chatOrigins(env),
    formOrigins: checkoutOrigins(env),
  })
}

const hasCookie = (cookie: string | undefined, name: string) => !!cookie && cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))

/**
 * The headers a request's answer gets, applied by the production server (scripts/serve.ts) when it
 * answers rather than baked into the build, so one build serves any environment. Next's own rule
 * semantics: every rule whose source matches applies, in order, and the last one wins per header.
 */
export function headerApplier(rules: ReturnType<typeof securityHeaders>) {
  const compiled = rules.map((rule) => ({ rule, match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true }) }))
  return (pathname: string, headers: IncomingHttpHeaders): { key: string; value: string }[] => {
    const chosen = new Map<string, { key: string; value: string }>()
    for (const { rule, match } of compiled) {
      if (match(pathname) === false) continue
      if (rule.has && !rule.has.every((condition) => hasCookie(headers.cookie, condition.key))) continue
      for (const header of rule.headers) chosen.set(header.key.toLowerCase(), header)
    }
    return [...chosen.values()]
  }
}
