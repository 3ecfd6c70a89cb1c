/** The old site searched from 3 characters; longer than 100 is not a search anyone types. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_MAX_LENGTH = 100

/** What the visitor typed, trimmed, runs of spaces made one; with why it cannot be searched, if so. */
export function searchTerms(raw: unknown): { query: string; problem: 'tooShort' | 'tooLong' | null } {
  const query = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : ''
  if (query.length > SEARCH_MAX_LENGTH) return { query: query.slice(0, SEARCH_MAX_LENGTH), problem: 'tooLong' }
  return { query, problem: query.length < SEARCH_MIN_LENGTH ? 'tooShort' : null }
}
