import { resendNotification } from '@/forms/http/admin'
import { runMailSoon } from '@/lib/server/jobs'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const response = await resendNotification(payload, request, (await params).id)
  if (response.ok) runMailSoon(payload)
  return response
}
