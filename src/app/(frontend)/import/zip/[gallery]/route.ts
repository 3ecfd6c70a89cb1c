import { zipToGallery } from '@/import/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ gallery: string }> }) {
  return zipToGallery(await getPayloadClient(), request, (await params).gallery)
}
