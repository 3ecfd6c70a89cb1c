import type { Metadata } from 'next'

import { HOME_SLUG } from '@/lib/urls'
import { PageView, pageMetadata } from './_shared/PageView'

export const revalidate = 3600

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(HOME_SLUG)
}

export default function HomePage() {
  return <PageView slug={HOME_SLUG} />
}
