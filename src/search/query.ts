import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { SearchKind } from './plugin'

/**
 * Ranked full-text queries over the search index, on whichever database runs the site:
 * - SQLite: the FTS5 table `search_fts` (diacritics folded; the last word matches as a prefix, so
 *   results come while the visitor types), ranked by bm25 with the title weighing ten times the text;
 * - PostgreSQL: the weighted `fts` tsvector (GIN; accents folded), the last word as a prefix, ranked
 *   by ts_rank (shorter documents first among equals, pages before photos);
 *   when no word matches, trigram similarity of the titles catches typing mistakes.
 * What the visitor typed is only ever words: every character other than a letter or digit splits
 * words, and the words are passed as bound values, so quotes, `*`, `%`, SQL or FTS syntax are text.
 */
export type Segment = { text: string; match: boolean }
export type IndexHit = { id: number; kind: SearchKind; title: string; href: string | null; imageId: number | null; docId: number; relationTo: string; snippet: Segment[] }

const MAX_WORDS = 8
const START = '\u0001'
const STOP = '\u0002'

/** The words of a query: letters and digits (any script), lower-cased; at most 8. */
export function queryWords(query: string): string[] {
  return (query.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS)
}

/** An FTS5 MATCH expression: every word quoted (so it is only a word), the last one a prefix. */
export function ftsMatch(words: readonly string[]): string {
  return words.map((word, index) => `"${word.replace(/"/g, '""')}"${index === words.length - 1 ? '*' : ''}`).join(' ')
}

/** A to_tsquery expression from clean words: all of them, the last one as a prefix. */
export function tsQuery(words: readonly string[]): string {
  return words.map((word, index) => `'${word.replace(/'/g, "''")}'${index === words.length - 1 ? ':*' : ''}`).join(' & ')
}

/** A snippet with START/STOP markers around matches, as safe segments (no markup ever reaches the page as HTML). */
export function segments(marked: string): Segment[] {
  const out: Segment[] = []
  const pattern = new RegExp(`${START}([^${STOP}]*)${STOP}`, 'g')
  let last = 0
  for (const match of marked.matchAll(pattern)) {
    if (match.index! > last) out.push({ text: marked.slice(last, match.index), match: false })
    out.push({ text: match[1]!, match: true })
    last = match.index! + match[0].length
  }
  if (last < marked.length) out.push({ text: marked.slice(last).replaceAll(START, '').replaceAll(STOP, ''), match: false })
  return out.filter((segment) => segment.text !== '')
}

// Payload's Drizzle adapter, typed loosely (the two adapters' types differ).
/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = any
/* eslint-enable @typescript-eslint/no-explicit-any */
const drizzleOf = (payload: Payload): Db => (payload.db as unknown as { drizzle: Db }).drizzle

type Row = { id: number | string; kind: string; title: string | null; href: string | null; image_id: number | string | null; snippet: string | null; relation: string | null; doc_id: number | string | null }

const toHit = (row: Row): IndexHit | null => {
  if (!row.relation || row.doc_id === null) return null
  return {
    id: Number(row.id),
    kind: row.kind as SearchKind,
    title: row.title ?? '',
    href: row.href,
    imageId: row.image_id === null ? null : Number(row.image_id),
    docId: Number(row.doc_id),
    relationTo: row.relation,
    snippet: segments(row.snippet ?? ''),
  }
}

/** The relation of a search entry (the plugin's polymorphic `doc`), read from its rels table. */
const RELATION = sql.raw(`
  (SELECT CASE WHEN r.pages_id IS NOT NULL THEN 'pages' WHEN r.portfolio_id IS NOT NULL THEN 'portfolio' WHEN r.galleries_id IS NOT NULL THEN 'galleries' WHEN r.albums_id IS NOT NULL THEN 'albums' WHEN r.video_galleries_id IS NOT NULL THEN 'video-galleries' WHEN r.media_id IS NOT NULL THEN 'media' END FROM search_rels r WHERE r.parent_id = s.id AND r.path = 'doc' LIMIT 1) AS relation,
  (SELECT coalesce(r.pages_id, r.portfolio_id, r.galleries_id, r.albums_id, r.video_galleries_id, r.media_id) FROM search_rels r WHERE r.parent_id = s.id AND r.path = 'doc' LIMIT 1) AS doc_id`)

/**
 * The best `limit` entries after `offset` for the words, best first, optionally of some kinds;
 * with the total number of matches (for paging).
 */
export async function queryIndex(payload: Payload, words: readonly string[], { limit, offset = 0, kinds }: { limit: number; offset?: number; kinds?: readonly SearchKind[] }): Promise<{ hits: IndexHit[]; total: number }> {
  if (words.length === 0) return { hits: [], total: 0 }
  const db = drizzleOf(payload)
  const kindFilter = kinds?.length ? sql`AND s.kind IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})` : sql``

  if (payload.db.name === 'sqlite') {
    const match = ftsMatch(words)
    // One MATCH: the ranked hits and, in each row, how many there are in all. (FTS5's bm25 and
    // snippet cannot share a query level with a window function, hence the inner query.)
    const rows: (Row & { total: number })[] = await db.all(sql`
      SELECT m.*, count(*) OVER () AS total FROM (
        SELECT s.id, s.kind, s.title, s.href, s.image_id,
          snippet(search_fts, 1, ${START}, ${STOP}, '…', 18) AS snippet,
          bm25(search_fts, 10.0, 1.0) - coalesce(s.priority, 0) / 1000.0 AS rank,
          ${RELATION}
        FROM search_fts JOIN search s ON s.id = search_fts.rowid
        WHERE search_fts MATCH ${match} ${kindFilter}
      ) m
      ORDER BY m.rank
      LIMIT ${limit} OFFSET ${offset}`)
    return { hits: rows.map(toHit).filter((hit): hit is IndexHit => hit !== null), total: Number(rows[0]?.total ?? 0) }
  }

  // The atrium_search configuration folds accents in the query as it did in the index.
  const query = tsQuery(words)
  const relation = RELATION
  const headline = sql`ts_headline('atrium_search', coalesce(s.text, ''), to_tsquery('atrium_search', ${query}), ${`StartSel=${START}, StopSel=${STOP}, MaxWords=24, MinWords=8, ShortWord=2, FragmentDelimiter=" … ", MaxFragments=1`})`
  const result = await db.execute(sql`
    SELECT s.id, s.kind::text AS kind, s.title, s.href, s.image_id, ${headline} AS snippet, ${relation}, count(*) OVER () AS total
    FROM search s
    WHERE s.fts @@ to_tsquery('atrium_search', ${query}) ${kindFilter}
    ORDER BY ts_rank(s.fts, to_tsquery('atrium_search', ${query}), 1) * (1 + coalesce(s.priority, 0) / 100.0) DESC, s.id
    LIMIT ${limit} OFFSET ${offset}`)
  let rows = (result.rows ?? result) as (Row & { total: string | number })[]
  if (rows.length === 0 && offset === 0) {
    // No word matched: the titles most like what was typed ("payrol" → "Payroll").
    const phrase = words.join(' ')
    const fuzzy = await db.execute(sql`
      SELECT s.id, s.kind::text AS kind, s.title, s.href, s.image_id, left(coalesce(s.text, ''), 160) AS snippet, ${relation}, count(*) OVER () AS total
      FROM search s
      WHERE word_similarity(atrium_unaccent(lower(${phrase})), atrium_unaccent(lower(s.title))) > 0.5 ${kindFilter}
      ORDER BY word_similarity(atrium_unaccent(lower(${phrase})), atrium_unaccent(lower(s.title))) DESC, s.priority DESC NULLS LAST
      LIMIT ${limit}`)
    rows = (fuzzy.rows ?? fuzzy) as (Row & { total: string | number })[]
  }
  return { hits: rows.map(toHit).filter((hit): hit is IndexHit => hit !== null), total: Number(rows[0]?.total ?? 0) }
}
