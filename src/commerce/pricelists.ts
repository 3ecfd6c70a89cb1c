import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import type { Pricelist } from '@/payload-types'

import { isCurrency, parseMoney, parseRate } from './money'
import { PARAMETER_TYPES, type ParameterType, type PublicPricelist } from './pricing'
import { processCache } from '@/lib/server/processCaches'

/** A stored pricelist as the rules read it: amounts in minor units, only the sections switched on. */
export function toPublicPricelist(doc: Pricelist): PublicPricelist | null {
  if (!isCurrency(doc.currency)) return null
  const money = (value: unknown, signed = false) => parseMoney(value, { signed }) ?? 0
  return {
    id: doc.id,
    title: doc.title,
    currency: doc.currency,
    products: doc.sellProducts
      ? (doc.products ?? []).map((product) => ({
          id: product.id ?? '',
          name: product.name,
          description: product.description ?? null,
          price: money(product.price),
          ships: product.ships !== false,
          parameters: (product.parameters ?? []).map((parameter) => ({
            id: parameter.id ?? '',
            name: parameter.name,
            type: (PARAMETER_TYPES as readonly string[]).includes(parameter.type) ? (parameter.type as ParameterType) : 'text',
            value: parameter.value ?? null,
            required: Boolean(parameter.required),
            choices: (parameter.choices ?? []).map((choice) => ({ id: choice.id ?? '', label: choice.label, change: money(choice.change, true) })),
          })),
        }))
      : [],
    downloads: doc.sellDownloads ? (doc.downloads ?? []).map((item) => ({ id: item.id ?? '', name: item.name, longestSide: item.longestSide, price: money(item.price) })) : [],
    downloadMode: doc.downloadMode === 'count' ? 'count' : 'checkbox',
    licence: doc.sellDownloads ? (doc.licence ?? null) : null,
    taxRate: parseRate(doc.taxRate ?? '0') ?? 0,
    pricesIncludeTax: doc.pricesIncludeTax !== false,
    shipping: {
      mode: doc.shipping?.mode === 'perItem' ? 'perItem' : 'flat',
      domestic: money(doc.shipping?.domestic),
      international: money(doc.shipping?.international),
      country: doc.shipping?.country ? doc.shipping.country.toUpperCase() : null,
    },
  }
}

/**
 * Pricelists read in the last 10 s; a saved pricelist is forgotten at once on every instance
 * (processCaches). Visitors asking for the same pricelist at once share one read.
 */
const cached = new LRUCache<number, { value: PublicPricelist | null }, Payload>({
  max: 500,
  ttl: 10_000,
  // A read under way when the pricelists are forgotten still answers its visitors (the forgetting
  // is repeated after the save commits, so what it stores does not outlive that).
  ignoreFetchAbort: true,
  fetchMethod: async (id, _stale, { context: payload }) => {
    const doc = await payload.findByID({ collection: 'pricelists', id, depth: 0, overrideAccess: true, disableErrors: true })
    return { value: doc ? toPublicPricelist(doc) : null }
  },
})

const pricelists = processCache('pricelists', () => cached.clear())

export function forgetPricelists(): void {
  pricelists.forget()
}

export async function loadPricelist(payload: Payload, id: number | null | undefined): Promise<PublicPricelist | null> {
  if (!id) return null
  return (await cached.fetch(id, { context: payload }))?.value ?? null
}

/** The pricelist as the shop panel shows it: without sections that sell nothing. */
export const isSelling = (pricelist: PublicPricelist | null): pricelist is PublicPricelist => Boolean(pricelist && (pricelist.products.length > 0 || pricelist.downloads.length > 0))
