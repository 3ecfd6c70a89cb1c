import { expect, test } from '@playwright/test'

import { hydrated, waitForMail } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

/**
 * The contact form as a visitor uses it (errors named and linked to their fields, the outcome
 * announced, the mail delivered to a real SMTP server), the call-back form's choices, and both
 * without JavaScript.
 */
test.describe('site forms', () => {
  test('the contact form explains each mistake, sends once, and the editors get the mail and the submission', async ({ page, request }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await hydrated(form)
    const send = form.getByRole('button', { name: 'Send message' })

    // Nothing filled in: every required field says why, the first gets focus, nothing is sent.
    await send.click()
    const name = form.getByRole('textbox', { name: 'Name', exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    await expect(name).toHaveAccessibleDescription('Name is required.')
    await expect(form.getByRole('status')).toHaveText('Please correct the marked fields.')

    const email = form.getByRole('textbox', { name: 'E-mail', exact: true })
    await email.fill('ada@example')
    await email.blur()
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, such as name@example.com.')
    await email.fill('ada@example.co.uk')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(email.locator('..')).toHaveClass(/is-valid/)

    const visitor = `Ada ${Date.now()}`
    // A wrong answer looks wrong in every kind of field (text boxes too), and an optional field
    // left empty is not "right" (green): it is just empty.
    expect(await name.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(185, 28, 28)')
    const company = form.getByRole('textbox', { name: 'Company', exact: true })
    await company.focus()
    await company.blur()
    await expect(company.locator('..')).not.toHaveClass(/is-valid|is-invalid/)
    expect(await company.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(148, 163, 184)')
    // Buttons and fields are in the site's font, not the browser's 13 px default.
    const siteFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    for (const control of [send, name]) expect(await control.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(element).fontSize])).toEqual([siteFont, '16px'])
    await name.fill(visitor)
    await company.fill('Analytical Engines Ltd')
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 113 496 0000')
    await form.getByRole('combobox', { name: 'Topic' }).selectOption('payroll')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We have 40 staff.\nCan you take over our payroll in April?')
    await form.getByRole('checkbox', { name: 'I agree that Atrium may use these details to answer my message' }).check()
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: 'Your message has reached our team' })).toBeVisible()
    await expect(form).toHaveCount(0)

    const mail = await waitForMail(request, (m) => m.subject === `Contact form: payroll from ${visitor}`)
    expect(mail.to).toEqual(['hello@atrium.example'])
    expect(mail.from).toEqual(['site@atrium.test'])
    expect(mail.replyTo).toEqual(['ada@example.co.uk'])
    expect(mail.text).toContain('Can you take over our payroll in April?')

    // The editors' copy: the submission through the staff-only REST API, with its mail sent.
    const { headers } = await adminApi(request)
    await expect
      .poll(async () => {
        const response = await request.get(`/api/form-submissions?where[submissionData.value][equals]=${encodeURIComponent(visitor)}&depth=0`, { headers })
        const doc = (await response.json()).docs[0]
        return doc ? { status: doc.notification.status, source: doc.source } : null
      })
      .toEqual({ status: 'sent', source: '/contact' })
    expect((await request.get('/api/form-submissions')).status()).toBe(403)
  })

  test('the call-back form takes a choice, several interests and a day', async ({ page, request }) => {
    await page.goto('/services')
    const form = page.getByRole('form', { name: 'Request a call back' })
    await hydrated(form)
    const visitor = `Grace ${Date.now()}`
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor)
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0113 496 0001')
    await form.getByRole('button', { name: 'Call me back' }).click()
    const time = form.getByRole('group', { name: 'Best time to call' })
    await expect(time).toHaveAttribute('aria-invalid', 'true')
    await expect(time).toHaveAccessibleDescription('Best time to call is required.')
    await time.getByLabel('Afternoon').check()
    const interests = form.getByRole('group', { name: 'Interested in' })
    await interests.getByLabel('Payroll').check()
    await interests.getByLabel('Benefits').check()
    // The day is written as British visitors write it, day first, whatever the browser's language.
    const day = form.getByRole('textbox', { name: 'Preferred day' })
    await expect(day).toHaveAccessibleDescription('Day, month and year, for example 27/03/2026')
    await day.fill('01/03/2027')
    await form.getByRole('button', { name: 'Call me back' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'We will call you on the next working day' })).toBeVisible()
    const mail = await waitForMail(request, (m) => m.subject === `Call back request from ${visitor}`)
    expect(mail.text).toContain('Best time to call: afternoon')
    expect(mail.text).toContain('Interested in: payroll, benefits')
    expect(mail.text).toContain('Preferred day: 2027-03-01')
  })

  test('without JavaScript the form still posts: mistakes are listed, a good answer lands on a result page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('No Script')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-address')
    await form.getByRole('combobox', { name: 'Topic' }).selectOption('hr')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello without scripts')
    await form.getByRole('checkbox', { name: 'I agree that Atrium may use these details to answer my message' }).check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('alert')).toContainText('Some answers need a correction')
    await expect(page.getByRole('listitem')).toHaveText('E-mail: Please enter a valid e-mail address, such as name@example.com.')

    await page.goBack()
    const again = page.getByRole('form', { name: 'Send us a message' })
    await again.getByRole('textbox', { name: 'E-mail', exact: true }).fill('noscript@example.org')
    await again.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/forms\/\d+\/sent\?held=1$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you. Your message has been received and will be reviewed.')
    await context.close()
  })
})
