import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'

import { formTag } from './plugin'
import { formParts, redirectTarget, type FormPart, type StoredForm } from './spec'

/** What a page needs to show a form: never its e-mail settings. */
export type PublicForm = {
  id: number
  title: string
  parts: FormPart[]
  submitLabel: string | null
  confirmation: unknown
  redirect: string | null
}

export async function loadForm(payload: Payload, id: number): Promise<StoredForm | null> {
  return (await payload.findByID({ collection: 'forms', id, depth: 1, overrideAccess: true, disableErrors: true })) as StoredForm | null
}

export function publicForm(form: StoredForm): PublicForm {
  return {
    id: form.id,
    title: form.title,
    parts: formParts(form),
    submitLabel: form.submitButtonLabel?.trim() || null,
    confirmation: form.confirmationType === 'message' || !form.confirmationType ? (form.confirmationMessage ?? null) : null,
    redirect: redirectTarget(form),
  }
}

/** A form for a page, cached under its tag: saving the form rebuilds the pages that show it. */
export function getPublicForm(id: number): Promise<PublicForm | null> {
  return unstable_cache(
    async () => {
      const form = await loadForm(await getPayloadClient(), id)
      return form ? publicForm(form) : null
    },
    ['public-form', String(id)],
    { tags: [formTag(id)] },
  )()
}
