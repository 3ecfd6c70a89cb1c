import { getPayloadClient } from '@/lib/payload'
import { runMailSoon } from '@/lib/server/jobs'
import { confirm } from '@/newsletter/http/handlers'

export const dynamic = 'force-dynamic'

/** The link in the confirmation mail: subscribes, then shows the outcome. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const result = await confirm(payload, new URL(request.url).searchParams.get('token'))
  if (result === 'confirmed') runMailSoon(payload)
  return new Response(null, { status: 303, headers: { Location: `/newsletter/done?result=${result}`, 'Cache-Control': 'no-store' } })
}
