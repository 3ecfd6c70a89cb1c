import { stillRequest } from '@/video/http'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return stillRequest(request, (await params).file)
}
