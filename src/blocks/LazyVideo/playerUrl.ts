import { PLAYER_QUERY } from './config'

/**
 * The player address with the block's extra settings added. `autoplay=1` stays (the player is created
 * by the visitor's press), and a setting the address already has is not overridden.
 */
export function withPlayerQuery(playerUrl: string, query: string | null | undefined): string {
  if (!query || !PLAYER_QUERY.test(query)) return playerUrl
  const url = new URL(playerUrl)
  for (const [name, value] of new URLSearchParams(query)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  }
  return url.toString()
}
