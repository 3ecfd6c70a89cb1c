import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { pricedCartOf } from '@/commerce/cart'
import { CartTable } from '@/commerce/components/CartTable'
import { shopSettings } from '@/commerce/settings'
import { PageLink } from '@/components/PageLink'
import { t } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { shopCatalog } from '@/site/shopCatalog'

export const metadata: Metadata = { title: t('shop.cartTitle'), description: t('shop.cartDescription'), robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

/** The visitor's cart: priced on the server from today's pricelists. */
export default async function CartPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const payload = await getPayloadClient()
  if (!(await shopSettings(payload)).enabled) notFound()
  const priced = await pricedCartOf(payload, shopCatalog, (await cookies()).toString())
  const problem = (await searchParams).problem
  return (
    <section className="shop-page">
      <h1>{t('shop.cartTitle')}</h1>
      {typeof problem === 'string' && problem ? (
        <p role="alert" className="site-form-alert">
          {problem.slice(0, 300)}
        </p>
      ) : null}
      {priced ? (
        <CartTable cart={priced} editable />
      ) : (
        <p>
          {t('shop.cartEmpty')} <PageLink href="/galleries">{t('shop.continue')}</PageLink>
        </p>
      )}
    </section>
  )
}
