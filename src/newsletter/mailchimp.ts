import crypto from 'node:crypto'

/**
 * A small client for the one Mailchimp Marketing API call we need: add or update a member of an
 * audience (`PUT /lists/{list_id}/members/{subscriber_hash}`, where the hash is the MD5 of the
 * lower-cased address). `status_if_new: "pending"` makes Mailchimp ask a new member to confirm;
 * "unsubscribed" records an unsubscribe. Auth is HTTP Basic with any user name and the API key.
 * The base URL comes from the key's data centre (…-us21 → https://us21.api.mailchimp.com/3.0)
 * unless one is given (tests point it at a local stand-in).
 */
export type MailchimpConfig = { apiKey: string; audienceId: string; baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number }
export type MemberStatus = 'subscribed' | 'unsubscribed' | 'pending' | 'cleaned'

export class MailchimpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'MailchimpError'
  }
}

export const subscriberHash = (email: string) => crypto.createHash('md5').update(email.trim().toLowerCase()).digest('hex')

export function mailchimpBaseUrl(apiKey: string, configured?: string): string {
  if (configured) return configured.replace(/\/$/, '')
  const dc = /-([a-z]+\d+)$/i.exec(apiKey)?.[1]
  if (!dc) throw new MailchimpError('The Mailchimp API key has no data centre suffix (such as -us21).', null)
  return `https://${dc}.api.mailchimp.com/3.0`
}

export function mailchimpClient(config: MailchimpConfig) {
  const base = mailchimpBaseUrl(config.apiKey, config.baseUrl)
  const doFetch = config.fetch ?? fetch
  const auth = `Basic ${Buffer.from(`atrium:${config.apiKey}`).toString('base64')}`
  return {
    /** Adds the address (pending: Mailchimp sends its confirmation) or updates its status. */
    async upsertMember(email: string, change: { statusIfNew?: MemberStatus; status?: MemberStatus }): Promise<{ id: string; status: string }> {
      const url = `${base}/lists/${encodeURIComponent(config.audienceId)}/members/${subscriberHash(email)}`
      const body: Record<string, unknown> = { email_address: email.trim() }
      if (change.statusIfNew) body.status_if_new = change.statusIfNew
      if (change.status) body.status = change.status
      let response: Response
      try {
        response = await doFetch(url, {
          method: 'PUT',
          headers: { Authorization: auth, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        })
      } catch (error) {
        throw new MailchimpError(`Mailchimp could not be reached: ${error instanceof Error ? error.message : String(error)}`, null)
      }
      const answer = (await response.json().catch(() => null)) as { id?: string; status?: string | number; title?: string; detail?: string } | null
      if (!response.ok) throw new MailchimpError(`Mailchimp answered ${response.status}: ${answer?.title ?? 'error'}${answer?.detail ? ` — ${answer.detail}` : ''}`, response.status)
      return { id: String(answer?.id ?? ''), status: String(answer?.status ?? '') }
    },
  }
}
