import { postView } from '@/engagement/http/handlers'
import { answered } from '@/engagement/http/respond'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ slug: string; id: string }> }

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: Context) {
  return answered(request, async () => postView(await getPayloadClient(), request, await params))
}
