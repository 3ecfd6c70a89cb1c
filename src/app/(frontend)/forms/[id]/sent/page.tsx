import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageLink } from '@/components/PageLink'
import { RichText } from '@/components/RichText'
import { getPublicForm } from '@/forms/data'
import { t } from '@/lib/messages'

export const metadata: Metadata = { title: t('forms.resultTitle'), robots: { index: false, follow: false } }

/** Where a form sent without scripts lands: the form's confirmation (or, held for review, a note saying so). */
export default async function FormSentPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params
  if (!/^\d{1,12}$/.test(id)) notFound()
  const form = await getPublicForm(Number(id))
  if (!form) notFound()
  const held = (await searchParams).held === '1'
  return (
    <section className="page-intro form-sent">
      <h1>{form.title}</h1>
      <div role="status">
        {held ? <p>{t('forms.heldNotice')}</p> : form.confirmation ? <RichText data={form.confirmation as SerializedEditorState} /> : <p>{t('forms.sent')}</p>}
      </div>
      <p>
        <PageLink href="/">{t('forms.backHome')}</PageLink>
      </p>
    </section>
  )
}
