import crypto from 'node:crypto'

import { createChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { verify } from 'altcha-lib/frameworks/shared'

import { derivedSecret } from '@/lib/secret'

import { firstTime } from './limits'

/**
 * The proof-of-work challenge (ALTCHA) that guards the public forms (comments, site forms, the
 * newsletter): the browser spends a moment of work, a bot pays the same for every message. Challenges are signed with a key derived from the
 * site secret (no state to share between instances), expire after CHALLENGE_LIFETIME, and a solved
 * one is accepted once: its id is remembered in the shared store until after it would have expired.
 */
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60
const ALGORITHM = 'SHA-256'
/** Hash rounds per attempt and the attempts a solver needs on average: about half a second in a phone's browser. */
const COST = 4
const COUNTER_RANGE = [4_000, 12_000] as const

const secret = (purpose: string) => derivedSecret(`altcha:${purpose}`).toString('hex')

export async function newChallenge(): Promise<Challenge> {
  const [low, high] = COUNTER_RANGE
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: low + crypto.randomInt(high - low),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  })
}

export type ChallengeCheck = 'valid' | 'missing' | 'invalid' | 'used'

/** Checks a solution from the widget (its base64 payload); a valid one cannot be used again. */
export async function checkSolution(payload: unknown): Promise<ChallengeCheck> {
  return (await checkSolutionAt(payload)).check
}

/**
 * As checkSolution, with the time the challenge was handed out (its signed expiry minus its
 * lifetime): a form answered sooner after that than a person can type was filled by a robot.
 */
export async function checkSolutionAt(payload: unknown): Promise<{ check: ChallengeCheck; issuedAt: number | null }> {
  if (typeof payload !== 'string' || payload.trim() === '') return { check: 'missing', issuedAt: null }
  if (payload.length > 4000) return { check: 'invalid', issuedAt: null }
  let replayed = false
  const result = await verify(payload, deriveKey, secret('challenge'), secret('key'), {
    get: () => undefined,
    set: () => undefined,
    setIfAbsent: async (key: string) => {
      const first = await firstTime('challengeUsed', key)
      replayed = !first
      return first
    },
  })
  if (replayed) return { check: 'used', issuedAt: null }
  if (!result.verification?.verified || result.error) return { check: 'invalid', issuedAt: null }
  const expires = (result.payload as { challenge?: { parameters?: { expiresAt?: number } } } | null)?.challenge?.parameters?.expiresAt
  return { check: 'valid', issuedAt: typeof expires === 'number' ? expires * 1000 - CHALLENGE_LIFETIME_SECONDS * 1000 : null }
}
