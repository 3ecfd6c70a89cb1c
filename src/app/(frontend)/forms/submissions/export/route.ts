import { exportSubmissions } from '@/forms/http/admin'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return exportSubmissions(await getPayloadClient(), request)
}
