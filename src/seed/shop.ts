import type { Payload } from 'payload'

import type { Pricelist } from '@/payload-types'

type PricelistData = Omit<Pricelist, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Demo pricelists: prints with a parameter of every kind (a fixed value, text, textarea, select,
 * radio, checkboxes) and downloads chosen by checkbox, for "Life at Atrium"; downloads chosen by
 * count, for the watermarked "Events and conferences" (a bought download has no watermark).
 */
export const DEMO_PRICELISTS: { gallery: string; data: PricelistData }[] = [
  {
    gallery: 'life-at-atrium',
    data: {
      title: 'Prints and downloads',
      currency: 'GBP',
      taxRate: '20',
      pricesIncludeTax: true,
      sellProducts: true,
      products: [
        {
          name: 'Fine art print',
          price: '25.00',
          description: 'Printed on 310 g/m² cotton rag paper with archival inks, shipped flat.',
          ships: true,
          parameters: [
            { name: 'Paper', type: 'fixed', value: 'Cotton rag, matte' },
            { name: 'Size', type: 'select', required: true, choices: [{ label: '20 × 30 cm', change: '0.00' }, { label: '30 × 45 cm', change: '15.00' }, { label: '40 × 60 cm', change: '30.00' }] },
            { name: 'Finish', type: 'radio', required: true, choices: [{ label: 'Matte', change: '0.00' }, { label: 'Gloss', change: '2.50' }] },
            { name: 'Extras', type: 'checkboxes', choices: [{ label: 'Mount board', change: '8.00' }, { label: 'Signed certificate', change: '5.00' }] },
            { name: 'Caption on the back', type: 'text' },
            { name: 'Note for the printer', type: 'textarea' },
          ],
        },
        { name: 'Postcard set', price: '9.90', description: 'Ten postcards of this photo.', ships: true, parameters: [] },
      ],
      sellDownloads: true,
      downloadMode: 'checkbox',
      downloads: [
        { name: 'Web', longestSide: 1200, price: '4.00' },
        { name: 'Print', longestSide: 3000, price: '12.00' },
      ],
      licence: 'Personal use only: prints for your home, your own websites and social media. No resale, no advertising.',
      shipping: { mode: 'flat', domestic: '4.90', international: '12.00', country: 'GB' },
    },
  },
  {
    gallery: 'events-and-conferences',
    data: {
      title: 'Conference downloads',
      currency: 'GBP',
      taxRate: '20',
      pricesIncludeTax: true,
      sellProducts: false,
      products: [],
      sellDownloads: true,
      downloadMode: 'count',
      downloads: [
        { name: 'Social media', longestSide: 1080, price: '3.00' },
        { name: 'Press', longestSide: 2400, price: '15.00' },
      ],
      licence: 'Editorial use with the credit line “Photo: Atrium events”.',
      shipping: { mode: 'flat', domestic: '0.00', international: '0.00', country: null },
    },
  },
]

/** Creates the demo pricelists and assigns them to their galleries (once). */
export async function ensurePricelists(payload: Payload, galleryIds: Map<string, number>, context: Record<string, unknown>, count: (kind: string) => void): Promise<void> {
  for (const { gallery, data } of DEMO_PRICELISTS) {
    const existing = (await payload.find({ collection: 'pricelists', where: { title: { equals: data.title } }, limit: 1, depth: 0 })).docs[0]
    const pricelist = existing ?? (count('pricelists'), await payload.create({ collection: 'pricelists', data, context }))
    const galleryId = galleryIds.get(gallery)
    if (galleryId && !existing) await payload.update({ collection: 'galleries', id: galleryId, data: { pricelist: pricelist.id }, context })
  }
}
