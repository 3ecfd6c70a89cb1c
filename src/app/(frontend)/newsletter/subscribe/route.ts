import { getPayloadClient } from '@/lib/payload'
import { runMailSoon } from '@/lib/server/jobs'
import { subscribe } from '@/newsletter/http/handlers'

export const dynamic = 'force-dynamic'

/** A newsletter sign-up (double opt-in: the confirmation mail goes out on the queue). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const response = await subscribe(payload, request)
  if (response.status < 400) runMailSoon(payload)
  return response
}
