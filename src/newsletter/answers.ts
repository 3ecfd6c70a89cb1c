/** What the newsletter's sign-up answers a script when it took the address (refusals: src/lib/answers.ts). */
export type SignedUp = { ok: 1; message: string; redirect: string | null }
