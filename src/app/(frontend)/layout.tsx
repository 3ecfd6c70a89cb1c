import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ContentLightbox } from '@/blocks/shared/ContentLightbox/Opener.client'
import { ChatWidget } from '@/components/islands'
import { ConsentBanner } from '@/components/Consent/Banner.client'
import { SitePopup } from '@/newsletter/components/SiteNewsletter'
import { answeredMarkScript } from '@/components/Consent/consent'
import { EntranceAnimations } from '@/components/EntranceAnimations'
import { PageTransitions } from '@/components/PageTransitions'
import { PrefetchOnIntent } from '@/components/PrefetchOnIntent.client'
import { Preloader } from '@/components/Preloader'
import { SiteFooter } from '@/globals/Footer/Component'
import { SiteHeader } from '@/globals/Header/Component'
import { chatScriptProblem } from '@/lib/chat'
import { isBuildPhase } from '@/lib/buildPhase'
import { getEnv, siteUrl } from '@/lib/env'
import { pickMessages, t } from '@/lib/messages'
import { CONTENT_VIEWER_MESSAGES } from '@/lib/messageTemplates'
import { getSiteSettings } from '@/site/data/globals'

import { ViewerPanels } from './ViewerPanels.client'

// Every style a page of any kind needs, imported here and nowhere else, so the bundler makes one
// stylesheet of them: a stylesheet imported from two places becomes a file of its own, and each
// file is one more request that holds the first paint (nine on the home page before). Blocks'
// styles come with the block renderer (src/blocks/RenderBlocks.tsx); the viewer's, the map's and the
// shop's with their own code, after the first paint.
import './globals.css'
import './gallery.css'
import '@/blocks/shared/ContentLightbox/styles.css'
import '@/blocks/shared/portfolioCard.css'
import '@/blocks/PortfolioGrid/styles.css'
import '@/newsletter/components/styles.css'
import '@/video/player/player.css'

export async function generateMetadata(): Promise<Metadata> {
  if (isBuildPhase()) return {}
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
  // `next build` renders an empty document and no page in it: pages render on their first request,
  // from the database the site runs on (src/lib/buildPhase.ts).
  if (isBuildPhase()) return <html lang="en"><body /></html>
  const settings = await getSiteSettings()
  // A chat script that is no longer allowed (the operator's list changed) is not offered.
  const chat = settings.chat?.enabled && settings.chat.scriptUrl && !chatScriptProblem(settings.chat.scriptUrl, getEnv()) ? settings.chat.scriptUrl : null
  return (
    // The consent mark is set on <html> by the inline script before hydration.
    // data-consent-banner: the banner will show until the visitor answers, so its room is kept from
    // the first paint (globals.css), before the banner's own markup has streamed in.
    <html lang="en" data-scroll-behavior="smooth" data-consent-banner={settings.consent?.enabled !== false ? '' : undefined} suppressHydrationWarning>
      <head>
        {settings.consent?.enabled !== false ? (
          <>
            {/* Before the first paint: hide the server-rendered consent banner from visitors who answered. */}
            <script dangerouslySetInnerHTML={{ __html: answeredMarkScript() }} />
            {/* Without scripts the banner's buttons could do nothing, and nothing third-party loads anyway. */}
            <noscript>
              <style>{'.consent-banner{display:none}html{--consent-room:0px!important}'}</style>
            </noscript>
          </>
        ) : null}
      </head>
      <body>
        {settings.features?.preloader ? <Preloader /> : null}
        {/* Also the target of the scroll-to-top link: keyboard users land at the start. */}
        <a id="top" className="skip-link" href="#content">
          {t('site.skipToContent')}
        </a>
        <SiteHeader />
        <main id="content" tabIndex={-1}>
          <ViewerPanels>{children}</ViewerPanels>
        </main>
        <SiteFooter />
        {settings.features?.entranceAnimations !== false ? <EntranceAnimations /> : null}
        <ContentLightbox messages={pickMessages(CONTENT_VIEWER_MESSAGES)} />
        {settings.features?.pageTransitions ? <PageTransitions /> : null}
        <PrefetchOnIntent />
        {chat ? (
          <ChatWidget
            scriptUrl={chat}
            texts={{
              label: t('chat.label'),
              open: t('chat.open'),
              loading: t('chat.loading'),
              failed: t('chat.failed'),
              prompt: t('chat.prompt', { provider: settings.chat?.provider || new URL(chat).host }),
              allow: t('chat.allow'),
              cancel: t('chat.cancel'),
            }}
          />
        ) : null}
        <SitePopup settings={settings} />
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
