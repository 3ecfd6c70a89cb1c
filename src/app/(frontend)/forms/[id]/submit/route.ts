import { submitForm } from '@/forms/http/submit'
import { runMailSoon } from '@/lib/server/jobs'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** A visitor sends a site form (the page's script posts JSON; without scripts the browser posts the form). */
export async function POST(request: Request, { params }: Context) {
  const payload = await getPayloadClient()
  const response = await submitForm(payload, request, (await params).id)
  if (response.ok || response.status === 303) runMailSoon(payload)
  return response
}
