import { t } from '@/lib/messages'

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** A plain, self-contained page for a 400: what went wrong and a way back. No scripts, no assets. */
export function badRequestPage(message: string, backPath: string, heading = t('error.badRequestTitle'), backLabel = t('error.backToPage')): string {
  const title = escapeHtml(heading)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#115e59}</style></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backPath)}">${escapeHtml(backLabel)}</a></p></main></body></html>`
}

/** Stand-ins in the site's own 400 page (src/app/(frontend)/bad-request), replaced per request. */
export const BAD_REQUEST_MARKS = { title: 'atrium-bad-request-title', message: 'atrium-bad-request-message', back: '/atrium-bad-request-back', backLabel: 'atrium-bad-request-back-label' } as const

/**
 * The site's 400 page (header, footer and all) with this request's message and way back, in its
 * HTML and in the React data that hydrates it (so the page hydrates to what it shows). The message is
 * markup-escaped text inside a raw-HTML paragraph; the path is a site path (percent-encoded by the URL
 * parser, so it holds no quote or backslash).
 */
export function fillBadRequestPage(html: string, message: string, backPath: string, heading = t('error.badRequestTitle'), backLabel = t('error.backToPage')): string {
  return html.replaceAll(BAD_REQUEST_MARKS.title, escapeHtml(heading)).replaceAll(BAD_REQUEST_MARKS.backLabel, escapeHtml(backLabel)).replaceAll(BAD_REQUEST_MARKS.message, escapeHtml(message)).replaceAll(BAD_REQUEST_MARKS.back, escapeHtml(backPath))
}
