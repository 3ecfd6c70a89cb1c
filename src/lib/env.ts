import path from 'node:path'

import { z } from 'zod'

/**
 * Every environment variable the app reads, validated once. A bad value fails fast with one message
 * listing every problem, so an operator fixes them all in one go.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ message: `must be a whole number from ${min} to ${max}` }).int(`must be a whole number from ${min} to ${max}`).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)

/** A tile address template: http(s), one host, and the {z}, {x}, {y} placeholders (no {s} subdomains: the CSP names one origin). */
const tileTemplate = z
  .string()
  .regex(/^https?:\/\/[^/{}\s]+\/\S*$/, 'must be an http(s) address on one host')
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must contain {z}, {x} and {y}')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(1, 65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default('data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'must start with file:, postgres:// or postgresql://')
        .optional(),
    ),
    PAYLOAD_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SITE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    /** The YouTube Data API key for video galleries' playlists (kept on the server); without it, galleries show only our own clips. */
    YOUTUBE_API_KEY: optionalString.pipe(z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a YouTube Data API key').optional()),
    /** The YouTube Data API's base (tests and staging point it at a stand-in). */
    YOUTUBE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://www.googleapis.com/youtube/v3')),
    /** Where YouTube's video stills are fetched from for posters (tests point it at a local stand-in). */
    YOUTUBE_IMAGE_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://i.ytimg.com')),
    /** Where YouTube's embedded player comes from (youtube-nocookie.com); tests point it at a local stand-in. */
    YOUTUBE_EMBED_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://www.youtube-nocookie.com')),
    /** Map tiles (street layer): an http(s) address with {z}, {x} and {y}. Visitors' browsers load them only after consent. */
    MAP_TILE_URL: optionalString.pipe(tileTemplate.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')),
    MAP_TILE_ATTRIBUTION: optionalString.pipe(z.string().max(300).default('© OpenStreetMap contributors')),
    /** Map tiles for the satellite layer of the map's layer switch; "off" leaves the street layer only. */
    MAP_SATELLITE_TILE_URL: optionalString.pipe(z.literal('off').or(tileTemplate).default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}')),
    MAP_SATELLITE_ATTRIBUTION: optionalString.pipe(z.string().max(300).default('Imagery © Esri, Maxar, Earthstar Geographics')),
    /** Sites a chat widget's script may be loaded from (comma-separated origins); the CSP allows exactly these. */
    CHAT_SCRIPT_ORIGINS: optionalString.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
        .pipe(z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must list origins such as https://chat.example, separated by commas')).max(10))
        .default([]),
    ),
    MEDIA_MAX_BYTES: wholeNumber(1024, 2 ** 31).default(25 * 1024 * 1024),
    /** The largest ZIP (or batch of files) an editor may import into a gallery at once; it is held in memory while it is unpacked. */
    IMPORT_MAX_BYTES: wholeNumber(1024, 2 ** 32).default(1024 * 1024 * 1024),
    MEDIA_MAX_PIXELS: wholeNumber(10_000, 1_000_000_000).default(50_000_000),
    /** The page cache's bounds (pages, route answers and cached data), in memory or in Redis: the oldest go first. */
    PAGE_CACHE_MAX_ENTRIES: wholeNumber(10, 1_000_000).default(5000),
    PAGE_CACHE_MAX_MB: wholeNumber(1, 100_000).default(256),
    /** Shared rate limits and view-count windows across app instances; in-process when unset. */
    REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
    /** SQLite's sync on commit: normal (a commit survives a crash or restart of the app) or full (also a power cut, at ~0.5 ms per write). */
    SQLITE_SYNC: z.enum(['normal', 'full'], { message: 'must be normal or full' }).default('normal'),
    /** Proxies in front of the app that append to X-Forwarded-For (0: visitors connect directly). */
    TRUSTED_PROXY_HOPS: wholeNumber(0, 10).default(0),
    SMTP_HOST: optionalString,
    SMTP_PORT: wholeNumber(1, 65535).default(587),
    SMTP_SECURE: booleanFlag,
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    MAIL_FROM: optionalString.pipe(z.email('must be an e-mail address').optional()),
    /** The pause before a failed e-mail's first retry (seconds); each later one waits twice the last. */
    MAIL_RETRY_SECONDS: wholeNumber(1, 3600).default(30),
    /** Whether this process runs queued jobs (mail) by itself; tests turn it off and run the queue. */
    JOBS_AUTORUN: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    /** Whether a starting server renders the home page and the galleries before taking visitors (scripts/serve.ts). */
    PAGE_CACHE_WARM: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    // The ffmpeg that makes HLS streams of uploaded videos; 'off' plays the original files only.
    FFMPEG_PATH: z.string().trim().min(1).default('ffmpeg'),
    /** A site form answered sooner than this after its spam check started was filled by a robot (seconds). */
    FORM_MIN_FILL_SECONDS: wholeNumber(0, 600).default(3),
    /** How long a newsletter confirmation link stays valid (hours). */
    NEWSLETTER_CONFIRM_HOURS: wholeNumber(1, 24 * 30).default(48),
    /** Mailchimp sync of newsletter subscribers: off unless both the key and the audience are set. */
    MAILCHIMP_API_KEY: optionalString.pipe(z.string().regex(/^[0-9a-f]+-[a-z]+\d+$/i, 'must look like <key>-<data centre>, e.g. 0123abcd-us21').optional()),
    MAILCHIMP_AUDIENCE_ID: optionalString.pipe(z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'must be the audience (list) id').optional()),
    /** Mailchimp's API base; by default https://<dc>.api.mailchimp.com/3.0 from the key's data centre. */
    MAILCHIMP_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    /** Instagram import (Instagram API with Instagram Login): the app's id and secret, used to exchange a one-hour token for a 60-day one. */
    INSTAGRAM_APP_ID: optionalString.pipe(z.string().regex(/^\d{5,30}$/, 'must be the Instagram app id (digits)').optional()),
    INSTAGRAM_APP_SECRET: optionalString.pipe(z.string().regex(/^[A-Za-z0-9]{16,128}$/, 'must be the Instagram app secret').optional()),
    /** The Instagram Graph API's base (tests and staging point it at a stand-in). */
    INSTAGRAM_GRAPH_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://graph.instagram.com')),
    /** Hosts Instagram's media files may be downloaded from (comma-separated; a leading dot also allows its subdomains). */
    INSTAGRAM_MEDIA_HOSTS: optionalString.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
        .pipe(z.array(z.string().regex(/^\.?[a-z0-9.-]+$/, 'must list host names such as .cdninstagram.com, separated by commas')).max(20))
        .default(['.cdninstagram.com', '.fbcdn.net']),
    ),
    /** Hosts (host:port) exempt from the private-address check of outbound fetches: local stand-ins in tests only; empty in production. */
    OUTBOUND_ALLOW_HOSTS: optionalString.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
        .pipe(z.array(z.string().regex(/^[a-z0-9.-]+:\d{1,5}$/, 'must list host:port pairs such as 127.0.0.1:4010, separated by commas')).max(20))
        .default([]),
    ),
    /** Card payments through Stripe Checkout: offered only when the key and the webhook secret are both set. */
    STRIPE_SECRET_KEY: optionalString.pipe(z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional()),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must be the webhook signing secret (whsec_…)').optional()),
    /** Stripe's API base (tests and staging point it at a stand-in). */
    STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  })

/** Rules between variables, checked on the raw values so they are reported with every other problem. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim())
  const problems: string[] = []
  if (set('ADMIN_EMAIL') && !set('ADMIN_PASSWORD')) problems.push('ADMIN_PASSWORD is required when ADMIN_EMAIL is set')
  if (set('MAILCHIMP_API_KEY') !== set('MAILCHIMP_AUDIENCE_ID')) problems.push('MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID are set together (or neither)')
  if (set('STRIPE_SECRET_KEY') !== set('STRIPE_WEBHOOK_SECRET')) problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither)')
  if (set('INSTAGRAM_APP_ID') !== set('INSTAGRAM_APP_SECRET')) problems.push('INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET are set together (or neither)')
  if (set('S3_BUCKET')) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!set(name)) problems.push(`${name} is required when S3_BUCKET is set`)
    }
  }
  return problems
}

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)),
    ...crossFieldProblems(source),
  ]
  if (problems.length > 0 || !result.success) throw new EnvError(problems)
  return result.data
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** The public origin used for canonical links, sitemaps and CSRF checks. */
export function siteUrl(env: Env = getEnv()): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
}

/**
 * Where the admin may be used from (Payload's CSRF list: a signed-in request from any other origin
 * counts as signed out). SITE_URL when set; without it, every loopback name of the port, so the
 * admin works at localhost, 127.0.0.1 and [::1] alike.
 */
export function trustedOrigins(env: Env = getEnv()): string[] {
  if (env.SITE_URL) return [siteUrl(env)]
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`)
}

export function isPostgres(env: Env = getEnv()): boolean {
  return Boolean(env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL))
}

/** The SQLite database's libsql URL: DATABASE_URL when it is a file: URL, else atrium.db in DATA_DIR. */
export function sqliteUrl(env: Env = getEnv()): string {
  return env.DATABASE_URL ?? `file:${path.join(path.resolve(env.DATA_DIR), 'atrium.db')}`
}
