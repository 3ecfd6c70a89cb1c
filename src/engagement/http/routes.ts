import type { Payload } from 'payload'

import { getChallenge, getComments, getGalleryEngagement, postComment, postRating, postView } from './handlers'

/**
 * The engagement endpoints by address and method, for our own server (scripts/serve.ts), which
 * answers them without going through Next's router: votes, views and comments arrive many times a
 * second and Next's pipeline costs several times what the handlers do. The route files under
 * src/app bind the same handlers for `next dev`; both must list the same addresses.
 */
export type Endpoint = (payload: Payload, request: Request) => Promise<Response>

const PHOTO_ROUTE = /^\/galleries\/([^/]+)\/photos\/([^/]+)\/(rating|comments|comments\/challenge|view)$/
const GALLERY_ROUTE = /^\/galleries\/([^/]+)\/engagement$/

/** The endpoint for a method and path (no query), or null when Next should answer (also wrong methods: its 405). */
export function engagementEndpoint(method: string | undefined, pathname: string): Endpoint | null {
  const photo = PHOTO_ROUTE.exec(pathname)
  if (photo) {
    const params = decoded({ slug: photo[1]!, id: photo[2]! })
    if (!params) return null
    switch (`${method} ${photo[3]}`) {
      case 'POST rating':
        return (payload, request) => postRating(payload, request, params)
      case 'GET comments':
        return (payload, request) => getComments(payload, request, params)
      case 'POST comments':
        return (payload, request) => postComment(payload, request, params)
      case 'GET comments/challenge':
        return (payload, request) => getChallenge(payload, request)
      case 'POST view':
        return (payload, request) => postView(payload, request, params)
      default:
        return null
    }
  }
  const gallery = GALLERY_ROUTE.exec(pathname)
  const params = gallery && decoded({ slug: gallery[1]! })
  if (params && method === 'GET') return (payload, request) => getGalleryEngagement(payload, request, params)
  return null
}

/** Path parameters decoded as Next decodes them; null for a malformed escape (Next answers those). */
function decoded<T extends Record<string, string>>(raw: T): T | null {
  try {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeURIComponent(value)])) as T
  } catch {
    return null
  }
}
