import { and, eq, gte, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { addVoteIfStored, averageOf, drizzleFor, engagementTables } from './stats'

/** Votes one address may cast on one photo in a day (a household or office shares an address). */
export const DAILY_VOTES_PER_ADDRESS_PER_PHOTO = 10

export type VoteInput = { photo: number; gallery: number; visitor: string; ipHash: string; value: number; stars: number }
export type VoteOutcome =
  | { outcome: 'recorded'; votes: number; average: number | null }
  | { outcome: 'already-rated'; votes: number; average: number | null }
  | { outcome: 'address-limit' }

/** A vote must be a whole number of stars from 1 to the gallery's star count. */
export function isValidVote(value: unknown, stars: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= stars
}

/**
 * Records one vote, atomically with the photo's totals, so the average is always the true mean of
 * the stored votes. The unique (photo, visitor) index refuses a second vote however many arrive at
 * once.
 * - PostgreSQL: one statement — the address's daily limit, the vote, the totals incremented.
 * - SQLite: one batch (a single transaction on the main connection): the vote, inserted only while
 *   the address is under its daily limit; the totals, incremented only if that insert stored a row;
 *   the new totals read back. Separate transactions would open a second connection and collide with
 *   Payload's own writes, and SQLite runs one writer at a time anyway. Only a refused vote costs a
 *   second query, to tell "already rated" from "address over its limit".
 */
export async function castVote(payload: Payload, input: VoteInput): Promise<VoteOutcome> {
  if (!isValidVote(input.value, input.stars)) throw new RangeError('A vote is a whole number of stars.')
  const { ratings, stats } = engagementTables(payload)
  const db = await drizzleFor(payload)
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
  const fromAddressToday = and(eq(ratings.photo, input.photo), eq(ratings.ipHash, input.ipHash), gte(ratings.createdAt, since))
  // Named apart from stats.readTotals (many photos, for pages): this photo's row, in the vote's transaction.
  const photoTotals = (reader: typeof db) => reader.select({ votes: stats.votes, sum: stats.ratingSum }).from(stats).where(eq(stats.photo, input.photo))
  const hasRated = async (reader: typeof db) =>
    (await reader.select({ id: ratings.id }).from(ratings).where(and(eq(ratings.photo, input.photo), eq(ratings.visitor, input.visitor))).limit(1)).length > 0
  const result = (outcome: 'recorded' | 'already-rated', totals: { votes: unknown; sum: unknown } | undefined): VoteOutcome => {
    const votes = Number(totals?.votes ?? 0)
    return { outcome, votes, average: averageOf(votes, Number(totals?.sum ?? 0)) }
  }

  if (payload.db.name === 'sqlite') {
    const column = (c: { name: string }) => sql.identifier(c.name)
    const [inserted, , totals] = await db.batch([
      db.all(sql`
        INSERT INTO ${ratings} (${column(ratings.photo)}, ${column(ratings.gallery)}, ${column(ratings.value)}, ${column(ratings.visitor)}, ${column(ratings.ipHash)})
        SELECT ${input.photo}, ${input.gallery}, ${input.value}, ${input.visitor}, ${input.ipHash}
        WHERE (SELECT count(*) FROM ${ratings} WHERE ${fromAddressToday}) < ${DAILY_VOTES_PER_ADDRESS_PER_PHOTO}
        ON CONFLICT DO NOTHING RETURNING ${column(ratings.id)}`),
      addVoteIfStored(db, payload, input.photo, input.value),
      photoTotals(db),
    ])
    if ((inserted as unknown[]).length > 0) return result('recorded', totals[0])
    return (await hasRated(db)) ? result('already-rated', totals[0]) : { outcome: 'address-limit' }
  }

  // PostgreSQL: one statement, so one round trip and atomic — the address's count, the vote inserted
  // only while it is under its daily limit (a second vote of this visitor meets the unique index),
  // and the totals incremented only if the vote was stored, their new values returned.
  const column = (c: { name: string }) => sql.identifier(c.name)
  const { rows } = await db.execute(sql`
    WITH recent AS (
      SELECT count(*) AS n FROM ${ratings} WHERE ${fromAddressToday}
    ), stored AS (
      INSERT INTO ${ratings} (${column(ratings.photo)}, ${column(ratings.gallery)}, ${column(ratings.value)}, ${column(ratings.visitor)}, ${column(ratings.ipHash)})
      SELECT ${input.photo}, ${input.gallery}, ${input.value}, ${input.visitor}, ${input.ipHash}
      WHERE (SELECT n FROM recent) < ${DAILY_VOTES_PER_ADDRESS_PER_PHOTO}
      ON CONFLICT DO NOTHING RETURNING ${column(ratings.id)}
    ), totals AS (
      INSERT INTO ${stats} (${column(stats.photo)}, ${column(stats.votes)}, ${column(stats.ratingSum)}, ${column(stats.hits)}, ${column(stats.comments)})
      SELECT ${input.photo}, 1, ${input.value}, 0, 0 WHERE EXISTS (SELECT 1 FROM stored)
      ON CONFLICT (${column(stats.photo)}) DO UPDATE SET ${column(stats.votes)} = ${stats}.${column(stats.votes)} + 1, ${column(stats.ratingSum)} = ${stats}.${column(stats.ratingSum)} + ${input.value}
      RETURNING ${column(stats.votes)} AS votes, ${column(stats.ratingSum)} AS sum
    )
    SELECT (SELECT count(*) FROM stored) AS stored,
      COALESCE((SELECT votes FROM totals), (SELECT ${column(stats.votes)} FROM ${stats} WHERE ${column(stats.photo)} = ${input.photo})) AS votes,
      COALESCE((SELECT sum FROM totals), (SELECT ${column(stats.ratingSum)} FROM ${stats} WHERE ${column(stats.photo)} = ${input.photo})) AS sum`)
  const row = rows[0] as { stored: unknown; votes: unknown; sum: unknown }
  if (Number(row.stored) > 0) return result('recorded', row)
  return (await hasRated(db)) ? result('already-rated', row) : { outcome: 'address-limit' }
}

/** The photos (of those given) this visitor has rated, with the value they gave. */
export async function visitorVotes(payload: Payload, visitor: string, photoIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>()
  if (photoIds.length === 0) return result
  const { ratings } = engagementTables(payload)
  const db = await drizzleFor(payload)
  const rows: { photo: number; value: number }[] = await db.select({ photo: ratings.photo, value: ratings.value }).from(ratings).where(eq(ratings.visitor, visitor))
  const wanted = new Set(photoIds)
  for (const row of rows) if (wanted.has(Number(row.photo))) result.set(Number(row.photo), Number(row.value))
  return result
}
