import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { siteUrl } from './src/lib/env'
import { securityHeaders } from './src/lib/security/headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // Tests and benchmarks build into their own folder so they never overwrite the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // We serve our own stored derivatives with srcset; Next's on-the-fly optimizer is not needed
  // (and has had SSRF and disk-exhaustion advisories).
  images: { unoptimized: true },
  // exifr probes optional Node modules at load time; keep it out of the server bundle.
  serverExternalPackages: ['exifr'],
  async headers() {
    return securityHeaders({ production: process.env.NODE_ENV === 'production', https: siteUrl().startsWith('https:') })
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
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
