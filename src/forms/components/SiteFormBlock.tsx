import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { RichText } from '@/components/RichText'
import { pickMessages } from '@/lib/messages'

import { getPublicForm } from '../data'
import { clientParts } from '../spec'
import { SiteForm } from '../islands'
import { SITE_FORM_MESSAGES } from './messages'


/** A form on a page: its fields and texts from the form an editor built, sent to our endpoint. */
export async function SiteFormSection({ formId, heading, intro, source }: { formId: number; heading?: string | null; intro?: string | null; source: string }) {
  const form = await getPublicForm(formId)
  if (!form) return null
  const messageNodes = Object.fromEntries(form.parts.flatMap((part) => (part.type === 'message' ? [[part.key, <RichText key={part.key} data={part.message} />]] : [])))
  return (
    <section className="block site-form-block" aria-labelledby={heading ? `form-${form.id}-heading` : undefined}>
      {heading ? <h2 id={`form-${form.id}-heading`}>{heading}</h2> : null}
      {intro ? <p className="site-form-intro">{intro}</p> : null}
      <SiteForm
        formId={form.id}
        title={heading || form.title}
        parts={clientParts(form.parts)}
        messageNodes={messageNodes}
        submitLabel={form.submitLabel}
        confirmation={form.confirmation ? <RichText data={form.confirmation as SerializedEditorState} /> : null}
        redirect={form.redirect}
        source={source}
        messages={pickMessages(SITE_FORM_MESSAGES)}
      />
    </section>
  )
}
