import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { ensureWatermarkedCopy } from './copies'
import type { WatermarkRef } from './spec'
import type { OpenedCopy } from './store'

/** For route handlers: the burned copy of a stored derivative (see copies.ts) as a body, or null (a 404). */
export async function ensureWatermarkedFile(ref: WatermarkRef, filename: string): Promise<OpenedCopy | null> {
  return ensureWatermarkedCopy(await getPayloadClient(), ref, filename)
}
