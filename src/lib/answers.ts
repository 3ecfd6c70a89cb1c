/**
 * The answers our endpoints give, as the scripts that read them see them. Every endpoint answers
 * in one of two shapes: its own typed answer when it did what was asked, or a refusal — `error: 1`,
 * a sentence for the person, and, where there were fields, a sentence for each field refused.
 * Each domain declares its answers beside its handlers (`answers.ts`); the handler builds them with
 * `satisfies` and the script reads them with `answerOf<…>`, so both sides change together.
 */
export type Refused = {
  error: 1
  message: string
  /** The field each sentence belongs to (forms, checkout, newsletter). */
  errors?: Record<string, string>
  /** The same, in the seed's name for comments. */
  error_messages?: Record<string, string>
  retryAfter?: number
}

/**
 * `R`: a refusal that may carry more than the sentence (a repeated vote still gives the totals);
 * its extra fields are optional, since a refusal that is not ours has none of them.
 */
export type Answered<T, R extends Refused = Refused> = { ok: true; status: number; body: T } | { ok: false; status: number; refused: R }

/**
 * A response read as the endpoint's answer. A refusal that is not ours (a proxy's error page, a
 * dropped connection's empty body) becomes a refusal with an empty message: the caller shows its
 * own sentence for that.
 */
export async function answerOf<T, R extends Refused = Refused>(response: Response): Promise<Answered<T, R>> {
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && body !== null) return { ok: true, status: response.status, body: body as T }
  const refused = body !== null && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as R) : ({ error: 1, message: '' } as R)
  return { ok: false, status: response.status, refused }
}
