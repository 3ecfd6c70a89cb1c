import { getEnv } from '@/lib/env'

/** Under the playlist field: says why a playlist would not show when the server has no YouTube key. */
export function YouTubeKeyNotice() {
  if (getEnv().YOUTUBE_API_KEY) return null
  return (
    <p className="field-description" role="note" style={{ color: 'var(--theme-warning-750, #92400e)' }}>
      No YouTube key is set (YOUTUBE_API_KEY on the server), so visitors see only the clips above. Ask whoever runs the site to add one.
    </p>
  )
}
