import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Client } from '@libsql/client'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig, type CollectionConfig } from 'payload'
import sharp from 'sharp'

import { staff } from '@/access'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Portfolio, PortfolioCategories } from '@/collections/Portfolio'
import { Tags } from '@/collections/Tags'
import { Users } from '@/collections/Users'
import { MAIL_QUEUE } from '@/lib/server/jobs'
import { composePlugins } from '@/lib/pluginContracts'
import { runsJobs } from '@/lib/server/jobLease'
import { domainPlugins } from '@/plugins'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { getEnv, isPostgres, siteUrl, sqliteUrl, trustedOrigins } from '@/lib/env'
import { capPublicQueries } from '@/lib/queryLimits'
import { s3Settings } from '@/lib/objectStorage'
import { revalidatePaths } from '@/lib/revalidate'
import { resolvePayloadSecret } from '@/lib/secret'
import { AUTO_CHECKPOINT_PAGES, keepConnectionSettings, type ConnectionSettings } from '@/lib/server/sqlite'
import { withStorageFailureAnswer } from '@/lib/server/storageFailure'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()
const dataDir = path.resolve(env.DATA_DIR)
fs.mkdirSync(dataDir, { recursive: true })

function database() {
  if (isPostgres(env)) {
    return postgresAdapter({
      // A request waits at most 5 s for a connection while the server is away, then fails in words.
      pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl() },
    // Write-ahead log: a commit is one append and readers never wait for writers. The per-connection
    // settings (SQLITE_SETTINGS) are set again by onInit on every connection the client opens.
    wal: { synchronous: SQLITE_SETTINGS.synchronous },
    busyTimeout: SQLITE_SETTINGS.busyTimeoutMs,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

/**
 * - busy timeout: the build and the server may share the file, so a writer waits up to 5 s for
 *   another rather than failing;
 * - synchronous NORMAL syncs the log at checkpoints, so a commit survives a crash or restart of the
 *   app (not a power cut: FULL adds a sync per commit, about half a millisecond here; SQLITE_SYNC);
 * - checkpoints: the server runs them in the background (src/lib/server/sqliteCheckpointer.ts).
 */
const SQLITE_SETTINGS: ConnectionSettings = {
  busyTimeoutMs: 5000,
  synchronous: env.SQLITE_SYNC === 'full' ? 'FULL' : 'NORMAL',
  autoCheckpointPages: AUTO_CHECKPOINT_PAGES,
}

/** Mail (comment notices to editors) over SMTP when SMTP_HOST is set; otherwise Payload writes it to the log. */
function email() {
  if (!env.SMTP_HOST) return undefined
  return nodemailerAdapter({
    defaultFromAddress: env.MAIL_FROM ?? `atrium@${new URL(siteUrl(env)).hostname}`,
    defaultFromName: 'Atrium',
    skipVerify: true,
    transportOptions: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    },
  })
}

const MediaOnDisk: CollectionConfig = {
  ...Media,
  upload: { ...(typeof Media.upload === 'object' ? Media.upload : {}), staticDir: path.join(dataDir, 'media') },
}

const originNotice = { path: '@/components/AdminOriginNotice/AdminOriginNotice.client#AdminOriginNotice', clientProps: { origins: trustedOrigins(env) } }

/** Every collection gets the public query cap (visitors cannot request unbounded result sets). */
const withQueryCap = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [capPublicQueries, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

export default buildConfig({
  secret: resolvePayloadSecret(),
  serverURL: env.SITE_URL,
  telemetry: false,
  csrf: trustedOrigins(env),
  graphQL: { disable: true },
  defaultDepth: 1,
  maxDepth: 4,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' — Atrium admin' },
    // The default avatar is fetched from Gravatar; nothing may load from a third party.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    // Live Preview sizes for pages, galleries and albums (src/lib/livePreview.ts).
    livePreview: {
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    components: {
      // Opened at an address the site does not trust, the admin says which one to use.
      beforeLogin: [originNotice],
      header: [originNotice],
    },
  },
  upload: { limits: { fileSize: env.MEDIA_MAX_BYTES } },
  // A wrong password or a throttled sign-in is a visitor's mistake, not the server's: one line each.
  loggingLevels: { AuthenticationError: 'info', ...({ SignInRefused: 'info' } as object) },
  collections: [Pages, Portfolio, PortfolioCategories, MediaOnDisk, Tags, Users],
  globals: [Header, Footer, SiteSettings],
  editor: lexicalEditor(),
  db: database(),
  onInit: async (payload) => {
    if (payload.db.name === 'sqlite') await keepConnectionSettings((payload.db as unknown as { client: Client }).client, SQLITE_SETTINGS)
    // An idle connection cut by the server (a restart, a failover) is an 'error' event on the pool;
    // unheard, Node ends the process. The pool drops that connection and opens a new one when asked.
    const pool = (payload.db as unknown as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool
    pool?.on('error', (error) => payload.logger.warn({ msg: 'A PostgreSQL connection was cut (the server restarted or the network failed); the next query opens a new one.', err: error }))
  },
  email: email(),
  jobs: {
    // Queued work (notification e-mails) runs in every server process, checked every 10 seconds;
    // retries wait out their back-off. Tests run the queue themselves (JOBS_AUTORUN=off).
    autoRun: [{ cron: '*/10 * * * * *', queue: MAIL_QUEUE, limit: 20 }],
    // With several instances, only the one holding the runner lease (src/lib/server/jobLease.ts).
    shouldAutoRun: async () => getEnv().JOBS_AUTORUN === 'on' && (await runsJobs(getEnv().REDIS_URL)),
    deleteJobOnComplete: true,
  },
  sharp,
  // Types are generated on purpose (npm run generate:types), never as a side effect of a script.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  plugins: [
    // The domains, in the order and with the contracts src/plugins.ts declares (checked as they apply).
    ...composePlugins(domainPlugins({ dataDir, mediaMaxBytes: env.MEDIA_MAX_BYTES })),
    redirectsPlugin({
      collections: ['pages', 'galleries', 'albums', 'portfolio'],
      overrides: {
        admin: { group: 'Site' },
        access: { read: () => true, create: staff, update: staff, delete: staff },
        // An old address may already be cached as a 404: rebuild it so the redirect applies at once.
        hooks: {
          afterChange: [({ doc, previousDoc, req, context }) => revalidatePaths([doc.from, previousDoc?.from].filter(Boolean), { context, payload: req.payload })],
          afterDelete: [({ doc, req, context }) => revalidatePaths([doc.from], { context, payload: req.payload })],
        },
      },
    }),
    seoPlugin({
      collections: ['pages', 'galleries', 'albums', 'portfolio'],
      uploadsCollection: 'media',
      tabbedUI: false,
      generateTitle: ({ doc }) => `${(doc as { title?: string })?.title ?? ''} — Atrium`,
    }),
    s3Storage({
      enabled: Boolean(env.S3_BUCKET),
      // The adapter's fields (the object key) exist whether or not a bucket is configured, so one set
      // of migrations fits both: without this, every media query failed once S3_BUCKET was set.
      alwaysInsertFields: true,
      collections: { media: true, audio: true, videos: true },
      bucket: env.S3_BUCKET ?? '',
      config: s3Settings(env)?.config ?? {},
    }),
    // Last, so the cap (and the answer to a failed file store) also covers collections added by plugins.
    (config) => ({ ...config, collections: (config.collections ?? []).map(withQueryCap).map(withStorageFailureAnswer) }),
  ],
})
