import { getGalleryEngagement } from '@/engagement/http/handlers'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ slug: string }> }

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context) {
  return getGalleryEngagement(await getPayloadClient(), request, await params)
}
