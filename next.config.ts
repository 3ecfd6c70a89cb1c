import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { siteHeaderRules } from './src/app/securityHeaders'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // Tests and benchmarks build into their own folder so they never overwrite the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The production server compresses (src/lib/server/compression.ts): a cached page or built file
  // once, not on every request as Next's compression does.
  compress: false,
  // Next hashes every page's whole HTML, character by character, for its ETag: about an eighth of
  // the CPU of answering a cached page here. A revisit then re-downloads the page's HTML (tens of
  // KB compressed) instead of getting a 304; photos and built files keep their validators.
  generateEtags: false,
  // Payload picks each error's log level by its class name (Forbidden and NotFound are info, not
  // errors with a stack): names must survive the server build's minifier.
  experimental: { serverMinification: false },
  reactStrictMode: true,
  // `npm test` typechecks the whole project first and says so (ATRIUM_TYPECHECKED=1); the build
  // need not check the same files again. Every other build checks its types.
  typescript: { ignoreBuildErrors: process.env.ATRIUM_TYPECHECKED === '1' },
  // We serve our own stored derivatives with srcset; Next's on-the-fly optimizer is not needed
  // (and has had SSRF and disk-exhaustion advisories).
  images: { unoptimized: true },
  // exifr probes optional Node modules at load time; keep it out of the server bundle.
  serverExternalPackages: ['exifr'],
  // The security headers name this environment's players, tiles, chat and payment pages: the
  // production server applies them as it answers (scripts/serve.ts), so a build is tied to no
  // environment; the development server gets them here.
  async headers() {
    return process.env.NODE_ENV === 'production' ? [] : siteHeaderRules(false)
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
  // per-process copy that could disagree; one instance keeps it in memory, never on disk. Which
  // one is chosen when the server starts (REDIS_URL), not at build.
  cacheHandler: path.resolve(dirname, 'src/lib/server/cacheHandler.mjs'),
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
