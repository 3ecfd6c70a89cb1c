import { E2E_STRIPE } from './fakeStripe'
import { E2E_YOUTUBE } from './fakeYouTube'

/** The end-to-end site's port, and "another company's site" (tiles, chat, mail, Stripe, YouTube) beside it. */
export const E2E_PORT = process.env.E2E_PORT || '3210'
export const E2E_OTHER_PORT = process.env.E2E_OTHER_PORT || '3211'
export const E2E_OTHER_SITE = `http://127.0.0.2:${E2E_OTHER_PORT}`
/** The other site's stand-ins listen on the ports after its own: SMTP +1, Stripe +2, YouTube +3, Instagram +4. */
const standIn = (offset: number) => `http://127.0.0.2:${Number(E2E_OTHER_PORT) + offset}`
export const STRIPE_STAND_IN = standIn(2)
export const YOUTUBE_STAND_IN = standIn(3)
export const INSTAGRAM_STAND_IN = standIn(4)

/**
 * The environment the end-to-end site runs with: every outside service points at the other site's
 * stand-ins. Playwright's web server and the early seeding in npm test (prepareE2eSite.ts) share it,
 * so the database is made as the served site would make it.
 */
export function e2eSiteEnv(): Record<string, string> {
  return {
    E2E_PORT,
    MAP_TILE_URL: `${E2E_OTHER_SITE}/street/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: 'Test tiles',
    MAP_SATELLITE_TILE_URL: `${E2E_OTHER_SITE}/satellite/{z}/{y}/{x}.png`,
    MAP_SATELLITE_ATTRIBUTION: 'Test imagery',
    CHAT_SCRIPT_ORIGINS: E2E_OTHER_SITE,
    // Mail goes to the other site's SMTP server (GET <otherSite>/mail lists what arrived).
    SMTP_HOST: '127.0.0.2',
    SMTP_PORT: String(Number(E2E_OTHER_PORT) + 1),
    MAIL_FROM: 'site@atrium.test',
    // The minimum fill time is a robot check with its own integration test; specs type instantly.
    FORM_MIN_FILL_SECONDS: '0',
    // Card payments go to the other site's Stripe stand-in, which calls our webhook back.
    STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_API_URL: STRIPE_STAND_IN,
    // Video playlists come from the other site's YouTube stand-in (API and stills).
    YOUTUBE_API_KEY: E2E_YOUTUBE.apiKey,
    YOUTUBE_API_URL: YOUTUBE_STAND_IN,
    YOUTUBE_IMAGE_BASE_URL: YOUTUBE_STAND_IN,
    YOUTUBE_EMBED_URL: YOUTUBE_STAND_IN,
    // Instagram imports read the other site's Graph API stand-in; only it may be a loopback address.
    INSTAGRAM_GRAPH_URL: INSTAGRAM_STAND_IN,
    INSTAGRAM_MEDIA_HOSTS: '127.0.0.2,localhost',
    OUTBOUND_ALLOW_HOSTS: new URL(INSTAGRAM_STAND_IN).host,
  }
}
