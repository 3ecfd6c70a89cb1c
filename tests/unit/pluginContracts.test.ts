import type { CollectionConfig, Config, Plugin } from 'payload'
import { describe, expect, it } from 'vitest'

import { composePlugins, type DomainPlugin } from '@/lib/pluginContracts'

const collection = (slug: string): CollectionConfig => ({ slug, fields: [] })
const adding = (...slugs: string[]): Plugin => (config) => ({ ...config, collections: [...(config.collections ?? []), ...slugs.map(collection)] })
const touching: Plugin = (config) => config
const base = { collections: [collection('media')], globals: [{ slug: 'site-settings', fields: [] }] } as unknown as Config

async function apply(domains: DomainPlugin[]): Promise<Config> {
  let config = base
  for (const plugin of composePlugins(domains)) config = await plugin(config)
  return config
}

describe('plugin contracts', () => {
  const gallery: DomainPlugin = { name: 'gallery', adds: { collections: ['galleries'] }, needs: { collections: ['media'] }, plugin: adding('galleries') }
  const shop: DomainPlugin = { name: 'shop', needs: { collections: ['galleries', 'media'], globals: ['site-settings'] }, plugin: touching }

  it('applies the plugins in order when every need is met by the base config or an earlier plugin', async () => {
    const config = await apply([gallery, shop])
    expect((config.collections ?? []).map((entry) => entry.slug)).toEqual(['media', 'galleries'])
  })

  it('stops the start, naming the plugin that must come first, when the order is wrong', async () => {
    await expect(apply([shop, gallery])).rejects.toThrow('The shop plugin needs the collection "galleries" (added by the gallery plugin, which must come before it): fix the order in src/plugins.ts.')
  })

  it('stops the start when a need is met by nothing at all', async () => {
    const lonely: DomainPlugin = { name: 'lonely', needs: { globals: ['gallery-settings'] }, plugin: touching }
    await expect(apply([lonely])).rejects.toThrow('The lonely plugin needs the global "gallery-settings" (which no plugin adds)')
  })

  it('stops the start when a plugin does not add what it says it adds', async () => {
    const boastful: DomainPlugin = { name: 'boastful', adds: { collections: ['orders'] }, plugin: touching }
    await expect(apply([boastful])).rejects.toThrow('The boastful plugin says it adds the collection "orders", but the config has none after it.')
  })

  it('refuses a plugin listed twice', () => {
    expect(() => composePlugins([gallery, gallery])).toThrow('The gallery plugin is listed twice in src/plugins.ts.')
  })
})
