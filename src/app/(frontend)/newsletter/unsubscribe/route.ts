import { getPayloadClient } from '@/lib/payload'
import { runMailSoon } from '@/lib/server/jobs'
import { unsubscribe } from '@/newsletter/http/handlers'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** The unsubscribe link in every newsletter mail: one click unsubscribes, then shows the outcome. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const result = await unsubscribe(payload, tokenOf(request))
  runMailSoon(payload)
  return new Response(null, { status: 303, headers: { Location: `/newsletter/done?result=${result}`, 'Cache-Control': 'no-store' } })
}

/** RFC 8058 one-click unsubscribe: the mail program posts to the List-Unsubscribe address. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const result = await unsubscribe(payload, tokenOf(request))
  runMailSoon(payload)
  const ok = result === 'unsubscribed'
  return new Response(ok ? 'Unsubscribed.\n' : 'This unsubscribe link is not valid.\n', { status: ok ? 200 : 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
