import { getChallenge } from '@/engagement/http/handlers'
import { answered } from '@/engagement/http/respond'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for the comment form (any photo's address serves). */
export async function GET(request: Request) {
  return answered(request, async () => getChallenge(await getPayloadClient(), request))
}
