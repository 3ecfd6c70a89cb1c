import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { hashIp } from '@/lib/security/hashIp'
import { newChallenge } from '@/lib/server/challenge'
import { json, limited } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for a site form or the newsletter sign-up. */
export async function GET(request: Request) {
  const tooMany = await limited('challengeByIp', hashIp(clientIp(request.headers)))
  if (tooMany) return tooMany
  try {
    return json(await newChallenge())
  } catch {
    return json({ error: 1, message: t('request.failed') }, { status: 500 })
  }
}
