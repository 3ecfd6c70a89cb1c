import { streamFileRequest } from '@/video/streams'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ key: string; file: string[] }> }) {
  const { key, file } = await params
  return streamFileRequest(key, file)
}
