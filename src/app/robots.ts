import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    // Media files live under /api/media/file, so only the admin is kept out of search engines.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
