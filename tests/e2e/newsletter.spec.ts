import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN, apiLogin, consentBannerReady, hydrated, islandLive, waitForMail } from '../helpers/e2e'

/**
 * The newsletter as a visitor lives it: sign up in the footer, confirm from the e-mail, unsubscribe
 * in one click from the next one; and the editor's promotional popup, which waits for the consent
 * answer and shows once (a fake clock stands in for the delay).
 */
const linkFrom = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_.-]+`).exec(text)
  if (!match) throw new Error(`No ${path} link in the e-mail`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}

async function setPopup(request: APIRequestContext, popup: Record<string, unknown>) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password)
  const response = await request.post('/api/globals/site-settings', { headers: { Authorization: `JWT ${token}` }, data: { popup } })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('newsletter', () => {
  test('sign up in the footer, confirm from the e-mail, unsubscribe with one click', async ({ page, request }) => {
    const address = `reader-${Date.now()}@example.org`
    await page.goto('/about')
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' })
    // The form checks in the page once its script runs (before that it posts as a plain form); its
    // script comes as the visitor nears the footer.
    await islandLive(page.getByRole('contentinfo'))
    await hydrated(form)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail is required.')
    await form.getByRole('textbox', { name: 'E-mail' }).fill(address)
    await form.getByLabel('I agree to receive the newsletter and accept the privacy policy').check()
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toHaveText('Thank you. Please check your inbox and confirm your subscription with the link we sent you.')

    const confirmation = await waitForMail(request, (mail) => mail.to.includes(address) && /confirm/i.test(mail.subject))
    await page.goto(linkFrom(confirmation.text, '/newsletter/confirm'))
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your subscription is confirmed. Welcome!')

    const welcome = await waitForMail(request, (mail) => mail.to.includes(address) && /welcome/i.test(mail.subject))
    const unsubscribe = linkFrom(welcome.text, '/newsletter/unsubscribe')
    expect(welcome.listUnsubscribe).toContain(unsubscribe)
    expect(welcome.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
    // Opening the link (as a mail scanner does) changes nothing: the page asks first.
    await page.goto(unsubscribe)
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible()
    const auth = { Authorization: `JWT ${await apiLogin(request, ADMIN.email, ADMIN.password)}` }
    const status = async () => (await (await request.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(address)}&depth=0`, { headers: auth })).json()).docs[0]?.status
    expect(await status()).toBe('subscribed')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('You are unsubscribed and will receive no more newsletters from us.')
    expect(await status()).toBe('unsubscribed')
  })
})

test.describe('promotional popup', () => {
  test.afterAll(async ({ request }) => setPopup(request, { enabled: false }))

  test('waits for the consent answer, shows once after its delay, traps focus and closes with Esc or Close', async ({ browser, request }) => {
    await setPopup(request, { enabled: true, kind: 'newsletter', heading: 'Get the monthly employer briefing', trigger: 'delay', delaySeconds: 5 })
    // A first-time visitor: no consent answer yet.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Get the monthly employer briefing' })
    await page.clock.runFor(20_000)
    await expect(popup).toBeHidden()

    await consentBannerReady(page)
    await page.getByRole('button', { name: 'Accept' }).click()
    await page.clock.runFor(4_000)
    await expect(popup).toBeHidden()
    await page.clock.runFor(1_500)
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('form', { name: 'Newsletter' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(popup.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    const shown = (await context.cookies()).find((cookie) => cookie.name === 'atrium_popup')
    expect(shown?.expires).toBeGreaterThan(Date.now() / 1000 + 4.9 * 86_400)
    expect(shown?.expires).toBeLessThan(Date.now() / 1000 + 5.1 * 86_400)

    // Seen once: not again within the 5 days.
    await page.goto('/about')
    await page.clock.runFor(30_000)
    await expect(page.getByRole('dialog', { name: 'Get the monthly employer briefing' })).toBeHidden()

    // Closed by its Close button; never shown to someone who subscribed.
    await context.clearCookies({ name: 'atrium_popup' })
    await page.goto('/services')
    await page.clock.runFor(6_000)
    const again = page.getByRole('dialog', { name: 'Get the monthly employer briefing' })
    await again.getByRole('button', { name: 'Close' }).click()
    await expect(again).toBeHidden()
    await context.clearCookies({ name: 'atrium_popup' })
    await context.addCookies([{ name: 'atrium_subscribed', value: '1', url: page.url() }])
    await page.goto('/contact')
    await page.clock.runFor(30_000)
    await expect(page.getByRole('dialog', { name: 'Get the monthly employer briefing' })).toBeHidden()
    await context.close()
  })
})
