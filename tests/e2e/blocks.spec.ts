import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { hydrated, islandLive, measureLayoutShift, pageSettled } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

/** Console errors during a test: every block must load without one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function expectAxeClean(page: Page) {
  // Colours are judged as they end up: entrance fades still running (staggered up to 350 ms, 600 ms
  // long) would be read half-transparent.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished)))
  const results = await new AxeBuilder({ page }).include('main').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('page-builder blocks on the demo pages', () => {
  test('the home page’s blocks pass axe, log no errors and shift nothing', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'What we do' })).toBeVisible()
    // Icon boxes: a heading per service, and a link where the editor added one.
    await expect(page.getByRole('heading', { name: 'Compliance', level: 3 })).toBeVisible()
    await expect(page.locator('.icon-boxes').getByRole('link', { name: 'Payroll services' })).toHaveAttribute('href', '/services')
    // The promotion box is a named complementary region with its link.
    const promo = page.getByRole('complementary', { name: /first three months are free/ })
    await expect(promo.getByRole('link', { name: 'See the offer' })).toBeVisible()
    expect(await measureLayoutShift(page)).toBe(0)
    await expectAxeClean(page)
    expect(errors).toEqual([])
  })

  test('tabs: one panel at a time, by click or arrow keys, named in the address and opened from it', async ({ page }) => {
    await page.goto('/')
    const tablist = page.getByRole('tablist')
    const first = tablist.getByRole('tab', { name: 'Before you move' })
    const second = tablist.getByRole('tab', { name: 'Parallel run' })
    const third = tablist.getByRole('tab', { name: 'Go live' })
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toContainText('switch-over date')
    // Hydrated first: Next's router puts back the address it started with, so a hash from a click in
    // the moment before hydration is lost (the no-JavaScript tab it showed is covered by its own test).
    // The block hydrates as it comes near the screen.
    await page.locator('.tabs').scrollIntoViewIfNeeded()
    await expect(page.locator('.tabs')).toHaveAttribute('data-enhanced', 'true')

    await second.click()
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toContainText('line by line')
    await expect(page).toHaveURL(/#parallel-run$/)

    // Keyboard: → moves and selects, wrapping; Home and End jump; only the selected tab is in the tab order.
    await second.focus()
    await page.keyboard.press('ArrowRight')
    await expect(third).toBeFocused()
    await expect(third).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(first).toBeFocused()
    await page.keyboard.press('End')
    await expect(third).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(third).toHaveAttribute('tabindex', '-1')
    await expect(page).toHaveURL(/#before-you-move$/)

    // A link to #go-live elsewhere (here: the address changing) opens that tab.
    await page.evaluate(() => {
      window.location.hash = 'go-live'
    })
    await expect(third).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('first Atrium payslip')
  })

  test('a tab named in the address is open on arrival and scrolled to, 100 px below the top', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/#go-live')
    const tab = page.getByRole('tab', { name: 'Go live' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect.poll(async () => Math.round((await page.locator('.tabs').boundingBox())!.y)).toBe(100)
  })

  test('toggles: accordion mode keeps one open, opens from the address and names the open one', async ({ page }) => {
    await page.goto('/')
    const item = (name: string) => page.locator('details.toggle', { has: page.getByText(name, { exact: true }) })
    // Before hydration a toggle opens as the browser's own disclosure, without naming itself in the address.
    await islandLive(page.locator('.block-toggles').first())
    await hydrated(page.locator('.toggles').first())
    const switching = item('How long does it take to switch?')
    const midYear = item('Can you take over mid-year?')
    await expect(switching).not.toHaveAttribute('open')
    await switching.locator('summary').click()
    await expect(switching).toHaveAttribute('open', '')
    await expect(switching).toContainText('four to six weeks')
    // The browser fires `toggle` in a task after the item opens: the address follows a moment later.
    await expect(page).toHaveURL(/#how-long-to-switch$/)

    // Keyboard: Enter on the next summary opens it and closes the first.
    await midYear.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(midYear).toHaveAttribute('open', '')
    await expect(switching).not.toHaveAttribute('open')
    await expect(page).toHaveURL(/#mid-year$/)

    await page.goto('/#data')
    await expect(item('Where is our data kept?')).toHaveAttribute('open', '')
    await expect(page.getByText('UK data centres')).toBeInViewport()
  })

  test('animated numbers count up from 0 once scrolled into view; the final values are in the page throughout', async ({ page }) => {
    // A short window: the numbers start below the fold.
    await page.setViewportSize({ width: 1000, height: 500 })
    await page.goto('/')
    const counters = page.locator('.block-counters')
    const payslips = counters.locator('.counter').nth(1)
    // Screen readers and crawlers get the final value, never the moving one.
    await expect(payslips.locator('.visually-hidden')).toHaveText('2,160,000')
    await expect(payslips.locator('.counter-value')).toHaveAttribute('aria-hidden', 'true')
    // Its code comes when the visitor nears it: until then the page shows the final values.
    await pageSettled(page)
    await expect(payslips.locator('.counter-value')).toHaveText('2,160,000')
    await expect(counters.locator('template[data-island][data-live]')).toHaveCount(0)
    // Scrolled to just above it (it is 100 px below the window): it hydrates off screen and waits at 0.
    await counters.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 100))
    await expect(counters.locator('template[data-island][data-live]')).toHaveCount(1)
    await expect(payslips.locator('.counter-value')).toHaveText('0')
    await counters.scrollIntoViewIfNeeded()
    // The first counts without delay: a value between 0 and the end shows up on the way.
    const employers = counters.locator('.counter').first().locator('.counter-value')
    await expect.poll(async () => Number((await employers.textContent())!.replace(/,/g, '')), { intervals: [30] }).toBeGreaterThan(0)
    await expect(employers).toHaveText('2,140')
    await expect(payslips.locator('.counter-value')).toHaveText('2,160,000', { timeout: 5000 })
    await expect(counters.locator('.counter').nth(2).locator('.counter-value')).toHaveText('99.98%')
    await expect(counters.locator('.counter').nth(3).locator('.counter-value')).toHaveText('3.5')
  })

  test('animated numbers stand still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1000, height: 500 })
    await page.goto('/')
    await expect(page.locator('.block-counters .counter-value').nth(1)).toHaveText('2,160,000')
  })

  test('bar counters fill to their share', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    const bar = page.locator('.counters-bar .counter').filter({ hasText: 'North West' })
    await expect(bar.locator('.counter-value')).toHaveText('71%')
    expect(await bar.evaluate((element) => getComputedStyle(element).getPropertyValue('--share'))).toBe('0.71')
  })

  test('testimonials rotate on their own, hold under the pointer, pause by hand (a swipe does not restart them), and the pager picks one', async ({ page }) => {
    const errors = collectErrors(page)
    // The page's own clock, moved on by the test: 5 s intervals without waiting for them.
    await page.clock.install()
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'What our clients say' })
    await slider.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    const dots = slider.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button')
    await expect(dots).toHaveCount(3)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    // Autoplay: 5 s per quote.
    await expect(slider).toHaveAttribute('data-ready', 'true')
    await page.clock.runFor(5_000)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('group', { name: 'Testimonial 2 of 3' })).toBeInViewport()

    // The pointer on the quotes holds them (the button still says Pause); leaving lets them go on.
    await slider.hover()
    await page.clock.runFor(5_600)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('button', { name: 'Pause' })).toBeVisible()
    await page.mouse.move(0, 0)
    await page.clock.runFor(5_000)
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await dots.nth(1).click()
    await page.mouse.move(0, 0)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')

    // Pause by hand: nothing moves for longer than the interval, and the button says Play.
    await slider.getByRole('button', { name: 'Pause' }).click()
    await page.mouse.move(0, 0)
    await expect(slider.getByRole('button', { name: 'Play' })).toBeVisible()
    await page.clock.runFor(5_600)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    // A swipe moves one quote on, and does not start the rotation again.
    const box = (await slider.locator('.testimonials-viewport').boundingBox())!
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await page.mouse.move(0, 0)
    await page.clock.runFor(1_000)
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(5_600)
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('button', { name: 'Play' })).toBeVisible()

    await dots.nth(0).click()
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('group', { name: 'Testimonial 1 of 3' })).toBeInViewport()
    await dots.nth(2).click()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('group', { name: 'Testimonial 3 of 3' })).toBeInViewport()
    await expect(slider).toContainText('Grace Okafor')
    expect(errors).toEqual([])
  })

  test('testimonials keep the longest quote’s height by default: changing quotes moves nothing below them', async ({ page }) => {
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'What our clients say' })
    await slider.scrollIntoViewIfNeeded()
    await hydrated(slider)
    await slider.getByRole('button', { name: 'Pause' }).click()
    const viewport = slider.locator('.testimonials-viewport')
    const height = await viewport.evaluate((element) => element.getBoundingClientRect().height)
    for (const index of [1, 2, 0]) {
      await slider.getByRole('button', { name: `Show testimonial ${index + 1}` }).click()
      await expect(slider.getByRole('group', { name: `Testimonial ${index + 1} of 3` })).toBeInViewport()
      expect(await viewport.evaluate((element) => element.getBoundingClientRect().height)).toBe(height)
    }
  })

  test('the countdown ticks every second and ends gracefully', async ({ page }) => {
    const target = Date.parse('2027-04-06T08:30:00.000Z')
    const left = (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000
    // The clock starts a minute early and runs while the page loads; pausing at
    // the chosen instant then never asks it to go back in time on a slow machine.
    await page.clock.install({ time: target - left - 60_000 })
    await page.goto('/services')
    const block = page.locator('.block-countdown')
    await expect(block).toContainText('Until Tuesday, 6 April 2027 at 09:30')
    await islandLive(block)
    await page.clock.pauseAt(target - left)
    const values = block.locator('.countdown-value')
    await expect(values).toHaveText(['02', '03', '04', '05'])
    await expect(block.getByRole('timer')).toBeVisible()
    await page.clock.runFor(60_000)
    await expect(values).toHaveText(['02', '03', '03', '05'])
    await page.clock.fastForward(left)
    await expect(block.getByRole('status')).toHaveText('The webinar has started: the recording will be on this page afterwards.')
    await expect(block.getByRole('timer')).toHaveCount(0)
  })

  test('a video loads nothing from its site until play, then plays in the same box', async ({ page }) => {
    const thirdParty: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      thirdParty.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
    })
    await page.goto('/about')
    const block = page.locator('.block-lazy-video')
    await block.scrollIntoViewIfNeeded()
    await hydrated(block.locator('.lazy-video'))
    const play = block.getByRole('button', { name: 'Play video: How we run payroll for 2,000 employers' })
    await expect(play).toBeVisible()
    await expect(block.locator('img')).toHaveAttribute('src', /^\/(api\/media|media)\//)
    const size = async () => {
      const box = (await block.locator('.lazy-video').boundingBox())!
      return [Math.round(box.width), Math.round(box.height)]
    }
    const before = await size()
    expect(thirdParty).toEqual([])

    await play.click()
    const frame = block.locator('iframe')
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/atrDemo0001?autoplay=1&rel=0&start=5')
    await expect(frame).toHaveAttribute('title', 'How we run payroll for 2,000 employers')
    await expect(frame).toBeFocused()
    expect(await size()).toEqual(before)
    await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/atrDemo0001'))).toBe(true)
  })

  test('hotspots open by click, keyboard or hover, one at a time, and close on Esc or a press elsewhere', async ({ page }) => {
    // The hide delay is a timer: on the page clock the test runs it out instead of waiting.
    await page.clock.install()
    await page.goto('/services')
    const block = page.locator('.block-hotspots')
    const payroll = block.getByRole('button', { name: 'Payroll desk' })
    const advice = block.getByRole('button', { name: 'HR advice line' })
    const payrollTip = block.getByRole('group', { name: 'Payroll desk' })
    // Let the block finish rising into view: pins must not move under the pointer mid-test. It
    // rises only if it was out of sight when the page was measured (a late layout can put it in view).
    await expect(page.locator('html')).toHaveAttribute('data-entrance', 'on')
    await islandLive(block)
    if (await block.evaluate((element) => element.classList.contains('enter-pending'))) await expect(block).toHaveClass(/enter-in/)
    // Rising in is a CSS transition: wait for it (and anything else moving in the block) to end.
    await block.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished)))
    await expect(payroll).toHaveAttribute('aria-expanded', 'false')
    await expect(payrollTip).toBeHidden()

    await payroll.click()
    await expect(payroll).toHaveAttribute('aria-expanded', 'true')
    await expect(payrollTip).toContainText('checked twice')
    // Keyboard: Tab to the next pin, Enter opens it and closes the first; Esc closes and keeps focus.
    await page.keyboard.press('Tab')
    await expect(advice).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(block.getByRole('group', { name: 'HR advice line' })).toBeVisible()
    await expect(payrollTip).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(block.getByRole('group', { name: 'HR advice line' })).toBeHidden()
    await expect(advice).toBeFocused()

    // Hover: shows, stays while the pointer crosses to the tooltip, goes 300 ms after leaving both.
    await page.mouse.move(5, 5)
    await payroll.hover()
    await expect(payrollTip).toBeVisible()
    const tip = (await payrollTip.boundingBox())!
    await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 4 })
    // Past the hide delay (300 ms): a hide left pending from leaving the pin would have fired.
    await page.clock.runFor(500)
    await expect(payrollTip).toBeVisible()
    await page.mouse.move(5, 5)
    await expect(payrollTip).toBeHidden()

    // The tooltip near the right edge opens towards the middle and stays inside the picture.
    await block.getByRole('button', { name: 'Benefits clinic' }).click()
    const picture = (await block.locator('.hotspots').boundingBox())!
    const far = (await block.getByRole('group', { name: 'Benefits clinic' }).boundingBox())!
    expect(far.x + far.width).toBeLessThanOrEqual(picture.x + picture.width)
    expect(far.y).toBeGreaterThanOrEqual(picture.y)
    await page.mouse.click(picture.x + 5, picture.y + picture.height - 5)
    await expect(block.getByRole('group', { name: 'Benefits clinic' })).toBeHidden()
  })

  test('blocks below the fold rise into view one after another; not on phones or under reduced motion', async ({ page }) => {
    await page.goto('/about')
    const members = page.locator('.team-member')
    // Out of sight: waiting, invisible, each member a little after the one before.
    await expect(members.first()).toHaveClass(/enter-pending/)
    expect(await members.first().evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
    expect(await members.evaluateAll((elements) => elements.map((element) => element.style.getPropertyValue('--enter-delay')))).toEqual(['0ms', '100ms', '150ms', '250ms'])
    // What the visitor sees on arrival is never hidden.
    await expect(page.locator('.hero')).not.toHaveClass(/enter-pending/)
    await page.locator('.block-team').scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 300)
    await expect(members.last()).toHaveClass(/enter-in/)
    await expect.poll(() => members.last().evaluate((element) => getComputedStyle(element).opacity)).toBe('1')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await pageSettled(page)
    await expect(page.locator('html')).toHaveAttribute('data-entrance', 'off')
    await expect(page.locator('.enter-pending')).toHaveCount(0)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.setViewportSize({ width: 375, height: 700 })
    await page.reload()
    await pageSettled(page)
    await expect(page.locator('html')).toHaveAttribute('data-entrance', 'off')
    await expect(page.locator('.enter-pending')).toHaveCount(0)
  })

  test('a parallax picture lags behind the scroll and stays within its section; still under reduced motion', async ({ page }) => {
    await page.goto('/about')
    const section = page.getByRole('region', { name: 'Every pay day, 180,000 people' })
    const media = section.locator('.parallax-media')
    const offset = () => media.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42)
    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveAttribute('data-parallax', 'on')
    const first = await offset()
    await page.mouse.wheel(0, 250)
    // The page moved up 250 px; the picture moved with it, less far (it was pushed down).
    await expect.poll(offset).toBeGreaterThan(first + 20)
    const box = (await section.boundingBox())!
    const picture = (await media.boundingBox())!
    expect(picture.y).toBeLessThanOrEqual(box.y + 1)
    expect(picture.y + picture.height).toBeGreaterThanOrEqual(box.y + box.height - 1)
    await expect(section.getByRole('link', { name: 'Work with us' })).toHaveAttribute('href', '/contact')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await pageSettled(page)
    // The hook has run and stood down: no scroll listener, no transform.
    await expect(section).toHaveAttribute('data-parallax', 'off')
    await section.scrollIntoViewIfNeeded()
    const scrolledFrom = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 250)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledFrom)
    // Two frames: a listener would have moved the picture by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await offset()).toBe(0)
  })

  test('services and about: pricing, team, timeline and logos pass axe', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/services')
    const plans = page.locator('.pricing-plan')
    await expect(plans).toHaveCount(3)
    await expect(plans.nth(1)).toHaveClass(/is-featured/)
    await expect(plans.nth(1).getByRole('link', { name: 'Get a payroll and HR quote' })).toHaveAttribute('href', '/contact')
    await expectAxeClean(page)

    await page.goto('/about')
    await expect(page.getByRole('heading', { name: 'Rory Campbell' })).toBeVisible()
    await expect(page.locator('.timeline-entry')).toHaveCount(4)
    await expect(page.getByRole('img', { name: 'Calder Engineering' })).toBeVisible()
    // A logo on transparency shows nothing behind it (no blurred placeholder).
    expect(await page.getByRole('img', { name: 'Calder Engineering' }).evaluate((image) => getComputedStyle(image).backgroundImage)).toBe('none')
    expect(await measureLayoutShift(page)).toBe(0)
    await expectAxeClean(page)
    expect(errors).toEqual([])
  })
})

test.describe('blocks without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the first tab shows, a tab link shows its own panel, toggles open, counters show their values, the countdown gives its date', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#before-you-move')).toBeVisible()
    await expect(page.locator('#parallel-run')).toBeHidden()
    await page.getByRole('tab', { name: 'Parallel run' }).click()
    await expect(page.locator('#parallel-run')).toBeVisible()
    await expect(page.locator('#before-you-move')).toBeHidden()

    await page.getByText('Can you take over mid-year?').click()
    await expect(page.getByText('year-to-date figures')).toBeVisible()
    await expect(page.locator('.block-counters .counter-value').nth(1)).toHaveText('2,160,000')
    await expect(page.getByText('Priya Raman')).toBeAttached()

    await page.goto('/services')
    await expect(page.locator('.block-countdown')).toContainText('Until Tuesday, 6 April 2027 at 09:30')
    // Hotspots: keyboard focus shows a pin's tooltip.
    await page.getByRole('button', { name: 'Payroll desk' }).focus()
    await expect(page.getByRole('group', { name: 'Payroll desk' })).toBeVisible()
  })
})

test.describe('testimonials with adaptive height (an editor’s choice)', () => {
  const slug = `adaptive-testimonials-${Date.now().toString(36)}`
  const quotes = [
    'Short and sweet.',
    'A long one. '.repeat(60).trim(),
    'Another short quote.',
  ]
  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/pages', {
      headers: (await adminApi(request)).headers,
      data: {
        title: 'Adaptive testimonials',
        slug,
        _status: 'published',
        layout: [
          { blockType: 'testimonials', heading: 'Quotes that adapt', autoplay: false, interval: 5000, speed: 400, height: 'adaptive', items: quotes.map((quote, index) => ({ quote, name: `Client ${index + 1}` })) },
          { blockType: 'richText', content: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: 'Text under the quotes.', format: 0, style: '', mode: 'normal', detail: 0 }] }] } } },
        ],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  })

  test('the box takes each shown quote’s height from the first change on, in the change’s time, and the text below follows', async ({ page }) => {
    const errors = collectErrors(page)
    await page.setViewportSize({ width: 800, height: 1000 })
    await page.goto(`/${slug}`)
    const slider = page.getByRole('region', { name: 'Quotes that adapt' })
    await expect(slider).toHaveAttribute('data-ready', 'true')
    const viewport = slider.locator('.testimonials-viewport')
    const boxHeight = () => viewport.evaluate((element) => Math.round(element.getBoundingClientRect().height))
    const quoteHeight = (index: number) => slider.locator('.testimonial').nth(index).evaluate((element) => Math.round(element.getBoundingClientRect().height))
    const below = page.getByText('Text under the quotes.')
    const belowTop = () => below.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY))
    // As the server drew it: as tall as the longest quote.
    expect(await boxHeight()).toBe(await quoteHeight(1))
    expect(await quoteHeight(1)).toBeGreaterThan((await quoteHeight(0)) + 100)
    const topWhenTallest = await belowTop()

    // Not at once: the height follows the change's 400 ms. The box's height is read at every frame
    // from just before the click (frames, not a sleep: a slow machine draws fewer, not none).
    const [tallest, shortest] = [await quoteHeight(1), await quoteHeight(2)]
    const heights = viewport.evaluate(
      (element) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = []
          const start = performance.now()
          const frame = () => {
            seen.push(Math.round(element.getBoundingClientRect().height))
            if (performance.now() - start < 2000) requestAnimationFrame(frame)
            else resolve(seen)
          }
          requestAnimationFrame(frame)
        }),
    )
    await slider.getByRole('button', { name: 'Show testimonial 3' }).click()
    const seen = await heights
    expect(seen.some((height) => height < tallest && height > shortest), `heights by frame: ${seen.join(', ')}`).toBe(true)
    await expect.poll(boxHeight).toBe(await quoteHeight(2))
    expect(await belowTop()).toBe(topWhenTallest - ((await quoteHeight(1)) - (await quoteHeight(2))))

    await slider.getByRole('button', { name: 'Show testimonial 2' }).click()
    await expect.poll(boxHeight).toBe(await quoteHeight(1))
    await expect(slider.getByRole('group', { name: 'Testimonial 2 of 3' })).toBeInViewport({ ratio: 1 })
    expect(await belowTop()).toBe(topWhenTallest)

    // A narrower window reflows the shown quote and the box follows it.
    await slider.getByRole('button', { name: 'Show testimonial 1' }).click()
    await expect.poll(boxHeight).toBe(await quoteHeight(0))
    await page.setViewportSize({ width: 360, height: 900 })
    await expect.poll(async () => (await boxHeight()) === (await quoteHeight(0))).toBe(true)
    await expectAxeClean(page)
    expect(errors).toEqual([])
  })

  test('under reduced motion the height changes at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/${slug}`)
    const slider = page.getByRole('region', { name: 'Quotes that adapt' })
    await expect(slider).toHaveAttribute('data-ready', 'true')
    await slider.getByRole('button', { name: 'Show testimonial 3' }).click()
    await expect(slider.locator('.testimonials-viewport')).toHaveCSS('transition-duration', '0s')
  })
})
