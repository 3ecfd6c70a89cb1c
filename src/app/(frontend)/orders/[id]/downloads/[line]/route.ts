import { deliver } from '@/commerce/http/orders'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** A bought download, for its signed link. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; line: string }> }) {
  const { id, line } = await params
  return deliver(await getPayloadClient(), request, id, line)
}
