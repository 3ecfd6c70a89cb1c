import Link from 'next/link'

import { t } from '@/lib/messages'

export default function NotFound() {
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link href="/" className="button" prefetch={false} data-prefetch-intent="">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  )
}
