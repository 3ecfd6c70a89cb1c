import type { Env } from '@/lib/env'

/**
 * Where a visitor's browser is sent to pay by card: Stripe's hosted Checkout page, or, when Stripe's
 * address is configured (a local stand-in for tests and staging), that server, which serves its own
 * page. The site's forms may lead there (CSP form-action): "Pay now" on an order posts to us and is
 * redirected to the payment page.
 */
export function checkoutOrigins(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): string[] {
  if (!env.STRIPE_SECRET_KEY) return []
  return [env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL).origin : 'https://checkout.stripe.com']
}
