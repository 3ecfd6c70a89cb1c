import { parseParam, slugParam } from '@/lib/params'
import { getPayloadClient } from '@/lib/payload'
import { problem } from '@/lib/server/http'
import { playlistPageRequest } from '@/video/http'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = parseParam(slugParam, (await params).slug)
  if (!slug) return problem(404, 'This gallery has no playlist.')
  return playlistPageRequest(await getPayloadClient(), request, slug)
}
