import type { Refused } from '@/lib/answers'

/**
 * What the engagement endpoints answer, as the viewer's panels read them with `answerOf`
 * (src/lib/answers.ts). The public face of this domain for the gallery's viewer: types only.
 */

/** A photo's live numbers, and the visitor's own vote. */
export type PhotoEngagement = { votes: number; average: number | null; hits: number; comments: number; yours: number | null }

/** GET /galleries/<slug>/engagement. */
export type GalleryEngagement = { error: 0; photos: Record<string, PhotoEngagement> }

/** POST …/photos/<id>/rating. */
export type Rated = { error: 0; votes: number; average: number | null; yours: number | null; rated: true }
/** The 409 for a second vote: refused, with the totals as they stand. */
export type RatedBefore = Refused & Partial<Omit<Rated, 'error'>>

/** POST …/photos/<id>/view: `hits` once it was counted (once per visitor per photo per 30 minutes). */
export type ViewCounted = { error: 0; counted: boolean; hits?: number }

export type PublicComment = { id: number; name: string; body: string; createdAt: string }

/** GET …/photos/<id>/comments: approved comments, newest first, and whether the form asks for an e-mail. */
export type CommentList = { error: 0; comments: PublicComment[]; askEmail: boolean }

/** POST …/photos/<id>/comments (the seed's shape): shown at once, or waiting for an editor. */
export type CommentPosted = { error: 0; error_messages: Record<string, never>; published: 0 | 1; message: string; comment: PublicComment | null }
