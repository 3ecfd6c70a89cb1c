import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { pricedCartOf } from '@/commerce/cart'
import { CartTable } from '@/commerce/components/CartTable'
import { CheckoutForm, type CheckoutTexts } from '@/commerce/components/CheckoutForm.client'
import { countryOptions } from '@/commerce/countries'
import { shopSettings } from '@/commerce/settings'
import { stripeEnabled } from '@/commerce/stripe'
import { PageLink } from '@/components/PageLink'
import { t } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { shopCatalog } from '@/site/shopCatalog'

export const metadata: Metadata = { title: t('checkout.title'), description: t('checkout.description'), robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

/** Guest checkout: the cart as it will be ordered, then the form. */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const payload = await getPayloadClient()
  if (!(await shopSettings(payload)).enabled) notFound()
  const priced = await pricedCartOf(payload, shopCatalog, (await cookies()).toString())
  const problem = (await searchParams).problem
  const texts: CheckoutTexts = {
    name: t('checkout.name'),
    email: t('checkout.email'),
    billing: t('checkout.billing'),
    shippingAddress: t('checkout.shippingAddress'),
    sameAsBilling: t('checkout.sameAsBilling'),
    line1: t('checkout.line1'),
    line2: t('checkout.line2'),
    postalCode: t('checkout.postalCode'),
    city: t('checkout.city'),
    country: t('checkout.country'),
    chooseCountry: t('checkout.chooseCountry'),
    method: t('checkout.method'),
    bank: t('checkout.bank'),
    card: t('checkout.card'),
    licence: t('shop.licence'),
    licenceAgree: t('checkout.licenceAgree'),
    place: t('checkout.place'),
    placing: t('checkout.placing'),
    failed: t('checkout.failed'),
    invalid: t('checkout.invalid'),
    honeypot: t('forms.honeypot'),
    spamCheck: t('forms.spamCheck'),
  }
  return (
    <section className="shop-page">
      <h1>{t('checkout.title')}</h1>
      {typeof problem === 'string' && problem ? (
        <p role="alert" className="site-form-alert">
          {problem.slice(0, 500)}
        </p>
      ) : null}
      {priced && priced.lines.some((line) => line.available) ? (
        <>
          <CartTable cart={priced} editable={false} />
          <p>
            <Link href="/cart" prefetch={false}>{t('shop.cartTitle')}</Link>
          </p>
          <CheckoutForm texts={texts} ships={priced.totals.ships} card={stripeEnabled()} licences={priced.licences} countries={countryOptions()} />
        </>
      ) : (
        <p>
          {t('checkout.empty')} <PageLink href="/galleries">{t('shop.continue')}</PageLink>
        </p>
      )}
    </section>
  )
}
