import { getPayloadClient } from '@/lib/payload'
import { textBody } from '@/lib/server/http'
import { runMailSoon } from '@/lib/server/jobs'
import { unsubscribe } from '@/newsletter/http/handlers'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/**
 * The unsubscribe link in every newsletter mail. Opening it changes nothing (mail scanners open
 * every link): it leads to a page that asks, whose button posts here.
 */
export async function GET(request: Request) {
  const token = tokenOf(request) ?? ''
  return new Response(null, { status: 303, headers: { Location: `/newsletter/leave?token=${encodeURIComponent(token.slice(0, 500))}`, 'Cache-Control': 'no-store' } })
}

/**
 * A post unsubscribes: the button on that page (then the outcome in words), or RFC 8058's one-click
 * unsubscribe, which a mail program posts to the List-Unsubscribe address (answered in plain text).
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const text = await textBody(request, 1024)
  if (text instanceof Response) return text
  const form = new URLSearchParams(text)
  const result = await unsubscribe(payload, tokenOf(request))
  runMailSoon(payload)
  if (form.get('confirm') === '1') return new Response(null, { status: 303, headers: { Location: `/newsletter/done?result=${result}`, 'Cache-Control': 'no-store' } })
  const ok = result === 'unsubscribed'
  return new Response(ok ? 'Unsubscribed.\n' : 'This unsubscribe link is not valid.\n', { status: ok ? 200 : 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
