import { reissueLinks } from '@/commerce/http/orders'
import { getPayloadClient } from '@/lib/payload'
import { runMailSoon } from '@/lib/server/jobs'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const payload = await getPayloadClient()
  const response = await reissueLinks(payload, request, id)
  if (response.ok) runMailSoon(payload)
  return response
}
