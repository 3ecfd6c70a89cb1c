import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { getEnv, siteUrl } from './src/lib/env'
import { checkoutOrigins } from './src/commerce/checkoutOrigins'
import { chatOrigins } from './src/lib/chat'
import { mapTileOrigins } from './src/lib/mapTiles'
import { securityHeaders } from './src/lib/security/headers'
import { EMBED_PLAYER_ORIGINS } from './src/video/providers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // Tests and benchmarks build into their own folder so they never overwrite the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every page's whole HTML, character by character, for its ETag: about an eighth of
  // the CPU of answering a cached page here. A revisit then re-downloads the page's HTML (tens of
  // KB compressed) instead of getting a 304; photos and built files keep their validators.
  generateEtags: false,
  // Payload picks each error's log level by its class name (Forbidden and NotFound are info, not
  // errors with a stack): names must survive the server build's minifier.
  experimental: { serverMinification: false },
  reactStrictMode: true,
  // We serve our own stored derivatives with srcset; Next's on-the-fly optimizer is not needed
  // (and has had SSRF and disk-exhaustion advisories).
  images: { unoptimized: true },
  // exifr probes optional Node modules at load time; keep it out of the server bundle.
  serverExternalPackages: ['exifr'],
  async headers() {
    return securityHeaders({ production: process.env.NODE_ENV === 'production', https: siteUrl().startsWith('https:'), frameOrigins: [...new Set([...EMBED_PLAYER_ORIGINS, new URL(getEnv().YOUTUBE_EMBED_URL).origin])], imageOrigins: mapTileOrigins(getEnv()), chatOrigins: chatOrigins(getEnv()), formOrigins: checkoutOrigins(getEnv()) })
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
  // The page cache is bounded and holds nothing a visitor invents (src/lib/server/pageCachePolicy.mjs):
  // several instances share it through Redis (entries and tag revalidation times), with no
  // per-process copy that could disagree; one instance keeps it in memory, never on disk.
  cacheHandler: path.resolve(dirname, getEnv().REDIS_URL ? 'src/lib/server/redisCacheHandler.mjs' : 'src/lib/server/memoryCacheHandler.mjs'),
  cacheMaxMemorySize: 0,
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers!

/**
 * Payload asks every path for the colour-scheme client hint (Accept-CH, Critical-CH, Vary) for its
 * admin theme. On public pages that makes Chrome re-send a first visit's request with the hint
 * (Critical-CH) and splits caches by it (Vary), for nothing: scope that rule to the admin.
 */
const config: NextConfig = {
  ...withPayloadConfig,
  async headers() {
    const rules = await payloadHeaders()
    return rules.map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
  },
}

export default config
