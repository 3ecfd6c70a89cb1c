import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Photo totals, written with single atomic statements on the adapter's own tables (SQLite and
 * PostgreSQL alike), so concurrent votes and views never lose an update and counting a view costs one
 * upsert. Reads go through here too, so every caller sees the same shape.
 */

// The Drizzle objects Payload builds for each collection; typed loosely because the two adapters' types differ.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = any
type Table = any
type DrizzleAdapter = { drizzle: Db; tables: Record<string, Table>; sessions?: Record<string, { db: Db }> }
/* eslint-enable @typescript-eslint/no-explicit-any */

const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

export function engagementTables(payload: Payload) {
  const { tables } = adapterOf(payload)
  return { stats: tables.photo_stats!, ratings: tables.photo_ratings!, comments: tables.comments! }
}

/** The open transaction of a Payload request (PostgreSQL runs hooks in one), else the adapter itself. */
export async function drizzleFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<Db> {
  const adapter = adapterOf(payload)
  if (req?.transactionID) return adapter.sessions?.[String(await req.transactionID)]?.db ?? adapter.drizzle
  return adapter.drizzle
}

export type PhotoTotals = { votes: number; average: number | null; hits: number; comments: number }

export const averageOf = (votes: number, sum: number): number | null => (votes > 0 ? Math.round((sum / votes) * 10) / 10 : null)

const EMPTY: PhotoTotals = { votes: 0, average: null, hits: 0, comments: 0 }

/** Totals for several photos at once; photos nobody has touched yet get zeros. */
export async function readTotals(payload: Payload, photoIds: readonly number[]): Promise<Map<number, PhotoTotals>> {
  const result = new Map<number, PhotoTotals>(photoIds.map((id) => [id, { ...EMPTY }]))
  if (photoIds.length === 0) return result
  const { stats } = engagementTables(payload)
  const rows: { photo: number; votes: number; ratingSum: number; hits: number; comments: number }[] = await adapterOf(payload)
    .drizzle.select({ photo: stats.photo, votes: stats.votes, ratingSum: stats.ratingSum, hits: stats.hits, comments: stats.comments })
    .from(stats)
    .where(inArray(stats.photo, [...photoIds]))
  for (const row of rows) {
    const votes = Number(row.votes)
    result.set(Number(row.photo), { votes, average: averageOf(votes, Number(row.ratingSum)), hits: Number(row.hits), comments: Number(row.comments) })
  }
  return result
}

/** Adds to a photo's totals in one statement: creates the row on first use, else increments in place. Returns the new view count. */
export async function addToTotals(db: Db, payload: Payload, photo: number, change: TotalsChange): Promise<number> {
  const rows: { hits: number }[] = await totalsUpsert(db, payload, photo, change)
  return Number(rows[0]?.hits ?? 0)
}

type TotalsChange = { votes?: number; ratingSum?: number; hits?: number; comments?: number }

/** The upsert behind addToTotals, unawaited, for a SQLite batch. */
export function totalsUpsert(db: Db, payload: Payload, photo: number, change: TotalsChange) {
  const { stats } = engagementTables(payload)
  const { votes = 0, ratingSum = 0, hits = 0, comments = 0 } = change
  return db
    .insert(stats)
    .values({ photo, votes, ratingSum, hits, comments })
    .onConflictDoUpdate({
      target: stats.photo,
      set: {
        votes: sql`${stats.votes} + ${votes}`,
        ratingSum: sql`${stats.ratingSum} + ${ratingSum}`,
        hits: sql`${stats.hits} + ${hits}`,
        comments: sql`${stats.comments} + ${comments}`,
      },
    })
    .returning({ hits: stats.hits })
}

/**
 * SQLite's vote batch, right after the vote's INSERT … ON CONFLICT DO NOTHING: adds the vote to the
 * photo's totals only if that insert stored a row (`changes()` is the previous statement's row
 * count on the same connection, and a batch is one transaction on one connection). Constant work per
 * vote, where reading every vote back grew with the photo's votes.
 */
export function addVoteIfStored(db: Db, payload: Payload, photo: number, value: number) {
  const { stats } = engagementTables(payload)
  const column = (c: { name: string }) => sql.identifier(c.name)
  return db.run(sql`
    INSERT INTO ${stats} (${column(stats.photo)}, ${column(stats.votes)}, ${column(stats.ratingSum)}, ${column(stats.hits)}, ${column(stats.comments)})
    SELECT ${photo}, 1, ${value}, 0, 0 WHERE changes() = 1
    ON CONFLICT (${column(stats.photo)}) DO UPDATE SET ${column(stats.votes)} = ${column(stats.votes)} + 1, ${column(stats.ratingSum)} = ${column(stats.ratingSum)} + excluded.${column(stats.ratingSum)}`)
}

/** Sets a photo's count of approved comments from the comments themselves (after any change to one). */
export async function recountComments(payload: Payload, photo: number, req?: Partial<PayloadRequest>): Promise<void> {
  const db = await drizzleFor(payload, req)
  const { stats, comments } = engagementTables(payload)
  const [row] = await db.select({ n: count() }).from(comments).where(and(eq(comments.photo, photo), eq(comments.status, 'approved')))
  const approved = Number(row?.n ?? 0)
  await db
    .insert(stats)
    .values({ photo, votes: 0, ratingSum: 0, hits: 0, comments: approved })
    .onConflictDoUpdate({ target: stats.photo, set: { comments: approved } })
}

/** Removes everything visitors left on a photo (before the photo itself is deleted). */
export async function forgetPhoto(payload: Payload, photo: number, req?: Partial<PayloadRequest>): Promise<void> {
  const db = await drizzleFor(payload, req)
  const { stats, ratings, comments } = engagementTables(payload)
  await db.delete(comments).where(eq(comments.photo, photo))
  await db.delete(ratings).where(eq(ratings.photo, photo))
  await db.delete(stats).where(eq(stats.photo, photo))
}
