import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { ensureWatermarkedCopy } from './copies'
import type { WatermarkRef } from './spec'

/** For route handlers: the burned copy of a stored derivative (see copies.ts), or null (a 404). */
export async function ensureWatermarkedFile(ref: WatermarkRef, filename: string): Promise<string | null> {
  return ensureWatermarkedCopy(await getPayloadClient(), ref, filename)
}
