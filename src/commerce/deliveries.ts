import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { readStoredMedia, openFileStream, type Opened } from '@/collections/Media/files'
import { getEnv } from '@/lib/env'
import { writeAtomically } from '@/lib/server/files'
import type { Order } from '@/payload-types'

import { checkDelivery, orderToken, signDelivery } from './tokens'

/**
 * Bought downloads: the original scaled to the bought longest side (never enlarged), turned upright,
 * without a watermark and without its metadata (sharp writes none unless asked: no GPS, no camera
 * serial). Made on the first request and kept under DATA_DIR/deliveries, so later downloads are a
 * file read. Links are signed per line and per issue of links, and expire.
 */
const deliveriesRoot = () => path.resolve(getEnv().DATA_DIR, 'deliveries')

export const isPaid = (order: Pick<Order, 'status'>) => order.status === 'paid' || order.status === 'fulfilled'

export function linksExpireAt(order: Pick<Order, 'linksIssuedAt'>, days: number): Date | null {
  if (!order.linksIssuedAt) return null
  return new Date(new Date(order.linksIssuedAt).getTime() + days * 24 * 3600_000)
}

export function linksExpired(order: Pick<Order, 'linksIssuedAt'>, days: number, now = Date.now()): boolean {
  const expires = linksExpireAt(order, days)
  return expires !== null && expires.getTime() < now
}

export type DeliveryLink = { key: string; name: string; photoTitle: string; longestSide: number; url: string }

/** The order's download links (none until it is paid). */
export function deliveryLinks(order: Order, days: number): DeliveryLink[] {
  const expires = linksExpireAt(order, days)
  if (!isPaid(order) || !expires) return []
  const seconds = Math.floor(expires.getTime() / 1000)
  const token = orderToken(order.id, order.tokenNonce ?? '')
  return (order.lines ?? [])
    .filter((line) => line.kind === 'download' && line.key && line.longestSide)
    .map((line) => ({
      key: line.key!,
      name: line.product ?? '',
      photoTitle: line.photoTitle ?? '',
      longestSide: line.longestSide!,
      url: `/orders/${order.id}/downloads/${line.key}?${new URLSearchParams({ token, expires: String(seconds), signature: signDelivery(order.id, line.key!, order.linkVersion ?? 1, seconds) })}`,
    }))
}

export type DeliveryCheck = { ok: true; line: NonNullable<Order['lines']>[number] } | { ok: false; status: number }

export function checkDeliveryLink(order: Order, lineKey: string, params: URLSearchParams): DeliveryCheck {
  const line = (order.lines ?? []).find((candidate) => candidate.key === lineKey && candidate.kind === 'download')
  if (!line || !isPaid(order)) return { ok: false, status: 403 }
  const check = checkDelivery(order.id, lineKey, order.linkVersion ?? 1, params.get('expires'), params.get('signature'))
  return check === 'valid' ? { ok: true, line } : { ok: false, status: check === 'expired' ? 410 : 403 }
}

/** The file for a bought line: made now from the original if it is not there yet. */
export async function openDelivery(payload: Payload, order: Order, line: NonNullable<Order['lines']>[number]): Promise<Opened | null> {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(line.key ?? '') || !line.longestSide) return null
  const file = path.join(deliveriesRoot(), String(order.id), `${line.key}-${line.longestSide}.jpg`)
  if (!fs.existsSync(file)) {
    const photoId = typeof line.photo === 'object' && line.photo ? line.photo.id : line.photo
    const media = photoId ? await payload.findByID({ collection: 'media', id: photoId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    const original = media ? await readStoredMedia(payload, media.filename) : null
    if (!original) return null
    const output = await sharp(original, { limitInputPixels: 268_402_689 })
      .rotate()
      .resize({ width: line.longestSide, height: line.longestSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 92, mozjpeg: true })
      .toBuffer()
    await writeAtomically(file, output)
  }
  return openFileStream(file)
}
