import { PageLink } from '@/components/PageLink'
import { t } from '@/lib/messages'

export default function NotFound() {
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <PageLink href="/" className="button">
          {t('notFound.home')}
        </PageLink>
      </p>
    </section>
  )
}
