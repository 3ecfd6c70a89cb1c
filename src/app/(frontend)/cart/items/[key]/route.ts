import { changeLine } from '@/commerce/http/cartLines'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** The cart page's forms: a line's new quantity, or "Remove". */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params
  return changeLine(await getPayloadClient(), request, key)
}
