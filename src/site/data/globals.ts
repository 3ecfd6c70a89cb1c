import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { Footer, Header, SiteSetting } from '@/payload-types'

export const getHeader = cache(async (): Promise<Header> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'header', depth: 1, overrideAccess: false })
})

export const getFooter = cache(async (): Promise<Footer> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'footer', depth: 1, overrideAccess: false })
})

export const getSiteSettings = cache(async (): Promise<SiteSetting> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
})
