import type { Page, Request } from '@playwright/test'

/**
 * Runs `action` (a hover, a click), then resolves once none of the requests the page started since
 * has been in flight for `quietMs`: what the action set off (a fetch ahead, the chunks it names, the
 * photo it preloads) is in. `waitForLoadState('networkidle')` would not wait: the page reached that
 * state at load. A request whose answer is never read stays open in Chromium, so the wait gives up
 * after `capMs` and says which.
 */
export async function afterNetworkQuiet(page: Page, action: () => Promise<unknown>, { quietMs = 300, capMs = 10_000 } = {}): Promise<void> {
  const inFlight = new Set<Request>()
  let arm = () => {}
  const started = (request: Request) => {
    inFlight.add(request)
    arm()
  }
  const ended = (request: Request) => {
    inFlight.delete(request)
    arm()
  }
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended)
  try {
    await action()
    await new Promise<void>((resolve) => {
      let quiet: NodeJS.Timeout | undefined
      const cap = setTimeout(() => {
        clearTimeout(quiet)
        console.warn(`Network not quiet after ${capMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`)
        resolve()
      }, capMs)
      arm = () => {
        clearTimeout(quiet)
        if (inFlight.size === 0)
          quiet = setTimeout(() => {
            clearTimeout(cap)
            resolve()
          }, quietMs)
      }
      arm()
    })
  } finally {
    page.off('request', started).off('requestfinished', ended).off('requestfailed', ended)
  }
}
