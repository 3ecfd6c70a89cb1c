import type { Metadata } from 'next'

import { isBuildPhase } from '@/lib/buildPhase'
import { HOME_SLUG } from '@/lib/urls'
import { PageView, pageMetadata } from './_shared/PageView'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  return isBuildPhase() ? {} : pageMetadata(HOME_SLUG)
}

export default function HomePage() {
  // Rendered on the first request, not at build (src/lib/buildPhase.ts).
  if (isBuildPhase()) return null
  return <PageView slug={HOME_SLUG} />
}
