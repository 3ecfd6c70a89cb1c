import type { Metadata } from 'next'

import { PortfolioGridBlock } from '@/blocks/PortfolioGrid/Component'
import { isBuildPhase } from '@/lib/buildPhase'
import { t } from '@/lib/messages'
import { portfolioIndexPath } from '@/lib/urls'

export const revalidate = 3600

export const metadata: Metadata = {
  title: t('portfolio.title'),
  description: t('portfolio.intro'),
  alternates: { canonical: portfolioIndexPath() },
}

/** Every published portfolio item, newest first, with the category filter and quick view. */
export default function PortfolioIndexPage() {
  // Rendered on the first request, not at build (src/lib/buildPhase.ts).
  if (isBuildPhase()) return null
  return (
    <>
      <header className="page-intro">
        <h1>{t('portfolio.title')}</h1>
        <p>{t('portfolio.intro')}</p>
      </header>
      <PortfolioGridBlock heading={null} categories={[]} limit={48} columns={3} showFilter />
    </>
  )
}
