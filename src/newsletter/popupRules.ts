/**
 * When the promotional popup may open (the old site's "testpopup" cookie, kept for 5 days): once
 * per visitor per 5 days, only after the consent banner has been answered (or when there is none),
 * never for a visitor who subscribed here. Pure, so the rule is tested without a browser.
 */
export const POPUP_COOKIE = 'atrium_popup'
export const POPUP_DAYS = 5

export type PopupState = { consentAnswered: boolean; consentRequired: boolean; cookies: string }

const hasCookie = (cookies: string, name: string) => cookies.split(';').some((part) => part.trim().split('=')[0] === name)

export function mayShowPopup({ consentAnswered, consentRequired, cookies }: PopupState, subscribedCookie: string): boolean {
  if (consentRequired && !consentAnswered) return false
  return !hasCookie(cookies, POPUP_COOKIE) && !hasCookie(cookies, subscribedCookie)
}

/** Remembered from the moment it is shown, whatever the visitor does with it. */
export function popupShownCookie(secure: boolean): string {
  return `${POPUP_COOKIE}=1; Max-Age=${POPUP_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
