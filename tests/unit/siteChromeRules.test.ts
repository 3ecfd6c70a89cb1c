import { describe, expect, it } from 'vitest'

import { ANSWERED_ATTRIBUTE, ANSWER_ATTRIBUTE, CONSENT_CHANGED, answeredMarkScript, consentCookie, readConsent } from '@/components/Consent/consent'
import { chatScriptProblem } from '@/lib/chat'
import { parseEnv } from '@/lib/env'
import { prefetchTarget, transitionTarget } from '@/lib/transitions'

const here = { origin: 'https://atrium.example', pathname: '/about' }
const link = (href: string | null, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra })

describe('page transitions: which clicks fade the page out', () => {
  it('fades for another page of the site, keeping its query and anchor', () => {
    expect(transitionTarget(link('/services'), here)).toBe('/services')
    expect(transitionTarget(link('https://atrium.example/services?x=1#pricing'), here)).toBe('/services?x=1#pricing')
  })

  it('leaves same-page anchors, the page itself, other sites, mail, phone, files, the admin, downloads, new tabs and add-to-cart alone', () => {
    for (const href of ['#content', '/about#team', '/about', 'https://elsewhere.example/', 'mailto:hello@atrium.example', 'tel:+441134960000', '/api/media/file/x.webp', '/admin', '/brochure.pdf', '/shop?add-to-cart=12', '/cart/add/12', 'javascript:alert(1)', null]) {
      expect(transitionTarget(link(href), here), String(href)).toBeNull()
    }
    expect(transitionTarget(link('/services', { target: '_blank' }), here)).toBeNull()
    expect(transitionTarget(link('/services', { download: true }), here)).toBeNull()
  })
})

describe('fetching ahead: which pointed-at links fetch their page', () => {
  const searching = { origin: 'https://atrium.example', pathname: '/search', search: '?q=payroll' }

  it('fetches another page of the site, or another query of this one, without its anchor', () => {
    expect(prefetchTarget(link('/galleries/life-at-atrium'), searching)).toBe('/galleries/life-at-atrium')
    expect(prefetchTarget(link('https://atrium.example/about#team'), searching)).toBe('/about')
    expect(prefetchTarget(link('/search?q=payroll&page=2'), searching)).toBe('/search?q=payroll&page=2')
  })

  it('never a visitor’s own cart, checkout or orders, the page itself, or what is not a page of the site', () => {
    for (const href of ['/cart', '/checkout', '/orders/12', '/search?q=payroll', '/search?q=payroll#results', '#top', 'https://elsewhere.example/', '/admin', '/api/galleries', '/media/watermarked/1/x/y.webp', '/brochure.pdf', 'mailto:hello@atrium.example', null]) {
      expect(prefetchTarget(link(href), searching), String(href)).toBeNull()
    }
    expect(prefetchTarget(link('/about', { target: '_blank' }), searching)).toBeNull()
    expect(prefetchTarget(link('/about', { download: true }), searching)).toBeNull()
    // A page whose address merely starts like a visitor's own is fetched.
    expect(prefetchTarget(link('/cartography'), searching)).toBe('/cartography')
  })
})

describe('chat widget script address', () => {
  const env = parseEnv({ CHAT_SCRIPT_ORIGINS: 'https://chat.example, http://127.0.0.2:3211' })
  it('accepts https on an allowed origin (http only on this machine)', () => {
    expect(chatScriptProblem('https://chat.example/widget.js', env)).toBeNull()
    expect(chatScriptProblem('http://127.0.0.2:3211/chat/widget.js', env)).toBeNull()
  })

  it('refuses anything else with a sentence for the editor', () => {
    expect(chatScriptProblem('https://evil.example/x.js', env)).toBe('Scripts from https://evil.example are not allowed on this site. Ask your operator to add it to CHAT_SCRIPT_ORIGINS.')
    expect(chatScriptProblem('http://chat.example/widget.js', env)).toBe('Enter a full address starting with https://.')
    expect(chatScriptProblem('javascript:alert(1)', env)).toBe('Enter a full address starting with https://.')
    expect(chatScriptProblem('https://user:pw@chat.example/w.js', env)).toBe('The address must not contain a user name or password.')
    expect(chatScriptProblem('', env)).toBe('Enter the address of the chat service’s script.')
    expect(chatScriptProblem('https://chat.example/w.js', parseEnv({}))).toMatch(/not allowed/)
  })
})

describe('consent: the first inline script', () => {
  /** A stand-in page the inline script runs in: its cookie, <html>'s attributes, its click listener, its events. */
  const run = (cookies: string, protocol = 'http:') => {
    const attributes = new Map<string, string>()
    const events: string[] = []
    let onClick: ((event: { target: unknown }) => void) | undefined
    const document = {
      cookie: cookies,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      addEventListener: (type: string, listener: typeof onClick) => {
        if (type === 'click') onClick = listener
      },
    }
    const window = { dispatchEvent: (event: Event) => events.push(event.type) }
    class Element {
      constructor(readonly matches: string | null, readonly answer: string | null) {}
      closest(selector: string) {
        return selector === this.matches ? this : null
      }
      getAttribute(name: string) {
        return name === ANSWER_ATTRIBUTE ? this.answer : null
      }
    }
    new Function('document', 'window', 'location', 'Element', answeredMarkScript())(document, window, { protocol }, Element)
    const BUTTON = `.consent-banner[data-first-render] button[${ANSWER_ATTRIBUTE}]`
    return {
      document,
      attributes,
      events,
      /** A press on a button of the server's banner (or, with `where`, on something else). */
      press: (answer: string | null, where = BUTTON) => onClick!({ target: new Element(where, answer) }),
    }
  }
  /** Runs the inline script against a document holding `cookies`; true when it marked <html>. */
  const marks = (cookies: string) => run(cookies).attributes.has(ANSWERED_ATTRIBUTE)

  it('marks the page exactly when the cookie holds an answer the banner would read', () => {
    const cases = ['atrium_consent=granted', 'theme=dark; atrium_consent=denied', 'atrium_consent=denied; theme=dark', '', 'atrium_consent=maybe', 'xatrium_consent=granted', 'atrium_consent=grantedx', 'theme=atrium_consent=granted']
    for (const cookies of cases) expect(marks(cookies), cookies).toBe(readConsent(cookies) !== null)
    expect(marks('atrium_consent=granted')).toBe(true)
    expect(marks('')).toBe(false)
  })

  it('reads back what the banner stores', () => {
    const stored = consentCookie('denied', true).split(';')[0]!
    expect(marks(`a=1; ${stored}`)).toBe(true)
  })

  it('answers a press on the server’s banner before the page’s scripts run, storing what the banner itself would', () => {
    for (const [answer, protocol] of [['granted', 'http:'], ['denied', 'https:']] as const) {
      const page = run('', protocol)
      expect(page.attributes.has(ANSWERED_ATTRIBUTE)).toBe(false)
      page.press(answer)
      expect(page.document.cookie).toBe(consentCookie(answer, protocol === 'https:'))
      expect(page.attributes.has(ANSWERED_ATTRIBUTE)).toBe(true)
      expect(page.events).toEqual([CONSENT_CHANGED])
    }
  })

  it('leaves other presses, a hydrated banner’s and unknown answers alone', () => {
    const page = run('theme=dark')
    page.press('granted', 'a')
    page.press('granted', `.consent-banner button[${ANSWER_ATTRIBUTE}]`)
    page.press('maybe')
    page.press(null)
    expect([page.document.cookie, page.attributes.size, page.events.length]).toEqual(['theme=dark', 0, 0])
  })
})
