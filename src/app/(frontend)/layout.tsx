import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/components/Consent/Banner.client'
import { EntranceAnimations } from '@/components/EntranceAnimations'
import { SiteFooter } from '@/globals/Footer/Component'
import { SiteHeader } from '@/globals/Header/Component'
import { siteUrl } from '@/lib/env'
import { t } from '@/lib/messages'
import { getSiteSettings } from '@/site/data/globals'

import './globals.css'
import './gallery.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s — ${settings.siteName}` },
    description: settings.defaultDescription ?? settings.tagline ?? undefined,
    openGraph: { siteName: settings.siteName, type: 'website', locale: 'en_GB' },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body>
        {/* Also the target of the scroll-to-top link: keyboard users land at the start. */}
        <a id="top" className="skip-link" href="#content">
          {t('site.skipToContent')}
        </a>
        <SiteHeader />
        <main id="content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        {settings.features?.entranceAnimations !== false ? <EntranceAnimations /> : null}
        {settings.consent?.enabled !== false ? (
          <ConsentBanner
            texts={{
              label: t('consent.label'),
              message: settings.consent?.message || t('consent.message'),
              accept: t('consent.accept'),
              decline: t('consent.decline'),
              policy: t('consent.policy'),
              policyUrl: settings.consent?.policyUrl || null,
            }}
          />
        ) : null}
      </body>
    </html>
  )
}
