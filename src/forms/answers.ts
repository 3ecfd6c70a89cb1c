/** What a form's endpoint answers a script when the submission was taken (refusals: src/lib/answers.ts). */
export type FormSent = { ok: 1; id: number; redirect: string | null; message: string }
