/**
 * The visitor's answer to the consent banner: may third-party content (videos, maps, the chat widget)
 * load? Kept in a cookie for 30 days (the old site's consent cookie lasted as long). Readable by
 * scripts on purpose: pages are static, so the browser decides what to load. Pure: client-safe.
 */
export const CONSENT_COOKIE = 'atrium_consent'
export const CONSENT_DAYS = 30

export type Consent = 'granted' | 'denied'

/** The stored answer in a `document.cookie` string, or null when the visitor has not answered. */
export function readConsent(cookies: string): Consent | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value
  }
  return null
}

const COOKIE_ATTRIBUTES = `; Max-Age=${CONSENT_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax`

/** The `document.cookie` assignment that stores an answer for 30 days on the whole site. */
export function consentCookie(value: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}${COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`
}

/** The attribute on the banner's buttons naming the answer each gives (read by the first script). */
export const ANSWER_ATTRIBUTE = 'data-consent'

/** The event that tells mounted parts the answer changed. */
export const CONSENT_CHANGED = 'atrium:consent'

/** The attribute the page's first script puts on <html> when the visitor has already answered. */
export const ANSWERED_ATTRIBUTE = 'data-consent-answered'

/**
 * The inline script at the top of every page: it marks <html> when the consent cookie holds an
 * answer, before anything paints, so the server-rendered banner is hidden from the first frame for
 * visitors who answered and shown from the first frame for everyone else.
 *
 * It also answers a press on the server-rendered banner (`data-first-render`), which is on screen
 * from the first paint while the page's scripts come after it: the press stores the answer and
 * hides the banner as the hydrated one would. Once hydrated the banner no longer carries that
 * attribute and answers presses itself.
 */
export function answeredMarkScript(): string {
  const mark = `document.documentElement.setAttribute('${ANSWERED_ATTRIBUTE}','')`
  const answer =
    `document.addEventListener('click',function(e){` +
    `var b=e.target instanceof Element&&e.target.closest('.consent-banner[data-first-render] button[${ANSWER_ATTRIBUTE}]'),v=b&&b.getAttribute('${ANSWER_ATTRIBUTE}');` +
    `if(v!=='granted'&&v!=='denied')return;` +
    `document.cookie='${CONSENT_COOKIE}='+v+'${COOKIE_ATTRIBUTES}'+(location.protocol==='https:'?'; Secure':'');` +
    `${mark};window.dispatchEvent(new Event('${CONSENT_CHANGED}'))})`
  return `if(/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie))${mark};${answer}`
}
