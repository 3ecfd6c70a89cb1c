import type { Config, Plugin } from 'payload'

/** Collections and globals, by slug. */
export type Slugs = { collections?: readonly string[]; globals?: readonly string[] }

/**
 * An in-repo domain plugin with its contract: what it adds to the config, and what it changes or
 * reads that another part must have added first (a collection it adds fields or hooks to, a global
 * it listens to). The slugs come from one map (src/slugs.ts).
 */
export type DomainPlugin = { name: string; adds?: Slugs; needs?: Slugs; plugin: Plugin }

const slugsOf = (config: Config) => ({
  collections: new Set((config.collections ?? []).map((collection) => collection.slug)),
  globals: new Set((config.globals ?? []).map((global) => global.slug)),
})

const described = (kind: 'collections' | 'globals', slug: string) => `the ${kind === 'collections' ? 'collection' : 'global'} "${slug}"`

/**
 * The domain plugins in order, each checked as it is applied: a need no earlier part met, or an
 * addition that did not happen, stops the start with a sentence saying which plugin must come first.
 */
export function composePlugins(domains: readonly DomainPlugin[]): Plugin[] {
  const names = new Set<string>()
  for (const domain of domains) {
    if (names.has(domain.name)) throw new Error(`The ${domain.name} plugin is listed twice in src/plugins.ts.`)
    names.add(domain.name)
  }
  const adderOf = (kind: 'collections' | 'globals', slug: string) => domains.find((domain) => domain.adds?.[kind]?.includes(slug))?.name
  return domains.map((domain) => async (incoming: Config): Promise<Config> => {
    const before = slugsOf(incoming)
    const missing = (['collections', 'globals'] as const).flatMap((kind) => (domain.needs?.[kind] ?? []).filter((slug) => !before[kind].has(slug)).map((slug) => ({ kind, slug })))
    if (missing.length) {
      const reasons = missing.map(({ kind, slug }) => {
        const adder = adderOf(kind, slug)
        return `${described(kind, slug)} (${adder ? `added by the ${adder} plugin, which must come before it` : 'which no plugin adds'})`
      })
      throw new Error(`The ${domain.name} plugin needs ${reasons.join(' and ')}: fix the order in src/plugins.ts.`)
    }
    const outgoing = await domain.plugin(incoming)
    const after = slugsOf(outgoing)
    const absent = (['collections', 'globals'] as const).flatMap((kind) => (domain.adds?.[kind] ?? []).filter((slug) => !after[kind].has(slug)).map((slug) => described(kind, slug)))
    if (absent.length) throw new Error(`The ${domain.name} plugin says it adds ${absent.join(' and ')}, but the config has none after it.`)
    return outgoing
  })
}
