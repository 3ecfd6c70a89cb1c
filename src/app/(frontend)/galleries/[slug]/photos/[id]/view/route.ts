import { postView } from '@/engagement/http/handlers'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ slug: string; id: string }> }

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: Context) {
  return postView(await getPayloadClient(), request, await params)
}
