import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'

import type { PhotoPolicy } from './policy'

/**
 * Tells editors and admins about a new comment, by Payload's e-mail adapter (SMTP when configured,
 * else the server log). Plain text only: the visitor's words go in as they are, never as markup.
 */
export async function notifyEditors(payload: Payload, policy: PhotoPolicy, comment: { id: number; name: string; body: string; published: boolean }): Promise<void> {
  const { docs: staff } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin', 'editor'] } },
    limit: 50,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
  })
  const to = staff.map((user) => user.email).filter(Boolean)
  if (to.length === 0) return
  const photo = await payload.findByID({ collection: 'media', id: policy.photo.id, depth: 0, overrideAccess: true, select: { title: true, alt: true }, disableErrors: true })
  const title = photo?.title || photo?.alt || `Photo ${policy.photo.id}`
  const admin = `${siteUrl()}${payload.config.routes.admin}/collections/comments/${comment.id}`
  const excerpt = comment.body.length > 500 ? `${comment.body.slice(0, 500)}…` : comment.body
  await payload.sendEmail({
    to,
    subject: `New comment on “${title}” (${policy.gallery.title})${comment.published ? '' : ' — awaiting moderation'}`,
    text: [
      `${comment.name} wrote on “${title}” in the gallery “${policy.gallery.title}”:`,
      '',
      excerpt,
      '',
      comment.published ? 'It is published.' : 'It waits for your approval.',
      `Review it: ${admin}`,
    ].join('\n'),
  })
}
