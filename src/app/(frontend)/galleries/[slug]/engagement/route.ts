import { getGalleryEngagement } from '@/engagement/http/handlers'
import { answered } from '@/engagement/http/respond'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ slug: string }> }

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context) {
  return answered(request, async () => getGalleryEngagement(await getPayloadClient(), request, await params))
}
