import { t } from '@/lib/messages'
import { newChallenge } from '@/lib/server/challenge'
import { addressOf, json, limited } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for a site form or the newsletter sign-up. */
export async function GET(request: Request) {
  const tooMany = await limited('challengeByIp', addressOf(request))
  if (tooMany) return tooMany
  try {
    return json(await newChallenge())
  } catch {
    return json({ error: 1, message: t('request.failed') }, { status: 500 })
  }
}
