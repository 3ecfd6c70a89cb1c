import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv, siteUrl, trustedOrigins } from '@/lib/env'

describe('environment validation', () => {
  it('accepts an empty environment with safe defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(siteUrl(env)).toBe('http://localhost:3000')
    expect(env.SQLITE_SYNC).toBe('normal')
    expect(env.YOUTUBE_IMAGE_BASE_URL).toBe('https://i.ytimg.com')
  })

  it('trusts every loopback name of the port for the admin while SITE_URL is unset, and only SITE_URL once set', () => {
    expect(trustedOrigins(parseEnv({ PORT: '3100' }))).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100'])
    expect(trustedOrigins(parseEnv({ SITE_URL: 'https://atrium.example/' }))).toEqual(['https://atrium.example'])
  })

  it('takes the poster host only as an http(s) URL', () => {
    expect(parseEnv({ YOUTUBE_IMAGE_BASE_URL: 'http://127.0.0.1:9000' }).YOUTUBE_IMAGE_BASE_URL).toBe('http://127.0.0.1:9000')
    expect(parseEnv({ YOUTUBE_IMAGE_BASE_URL: ' ' }).YOUTUBE_IMAGE_BASE_URL).toBe('https://i.ytimg.com')
    expect(() => parseEnv({ YOUTUBE_IMAGE_BASE_URL: 'file:///etc' })).toThrow(/YOUTUBE_IMAGE_BASE_URL/)
  })

  it('takes Stripe only with both its key and its webhook secret, and YouTube only with a key of the right shape', () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).STRIPE_SECRET_KEY).toBe('sk_test_abc123')
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together/)
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/)
    expect(() => parseEnv({ STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL/)
    expect(parseEnv({}).YOUTUBE_API_URL).toBe('https://www.googleapis.com/youtube/v3')
    expect(parseEnv({ YOUTUBE_API_KEY: 'AIzaSyA-0123456789abcdefghij' }).YOUTUBE_API_KEY).toBe('AIzaSyA-0123456789abcdefghij')
    expect(() => parseEnv({ YOUTUBE_API_KEY: 'short&key=x' })).toThrow(/YOUTUBE_API_KEY/)
  })

  it('waits 30 s before a failed e-mail\'s first retry unless told a whole number of seconds from 1', () => {
    expect(parseEnv({}).MAIL_RETRY_SECONDS).toBe(30)
    expect(parseEnv({ MAIL_RETRY_SECONDS: '5' }).MAIL_RETRY_SECONDS).toBe(5)
    expect(() => parseEnv({ MAIL_RETRY_SECONDS: '0' })).toThrow(/MAIL_RETRY_SECONDS/)
    expect(() => parseEnv({ MAIL_RETRY_SECONDS: 'soon' })).toThrow(/MAIL_RETRY_SECONDS/)
  })

  it('takes SQLite\'s sync mode only from its two names', () => {
    expect(parseEnv({ SQLITE_SYNC: 'full' }).SQLITE_SYNC).toBe('full')
    expect(() => parseEnv({ SQLITE_SYNC: 'off' })).toThrow(/SQLITE_SYNC must be normal or full/)
  })

  it('lists every bad variable in one error', () => {
    let error: unknown
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'short', SITE_URL: 'javascript:alert(1)', ADMIN_EMAIL: 'admin@example.com' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const problems = (error as EnvError).problems.join('\n')
    for (const name of ['PORT', 'DATABASE_URL', 'PAYLOAD_SECRET', 'SITE_URL', 'ADMIN_PASSWORD']) {
      expect(problems).toContain(name)
    }
    expect((error as EnvError).message).toMatch(/^Invalid environment:/)
  })

  it('requires S3 credentials when a bucket is set', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/)
    const env = parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: 'true' })
    expect(env.S3_FORCE_PATH_STYLE).toBe(true)
  })

  it('accepts PostgreSQL and SQLite URLs and strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).DATABASE_URL).toContain('postgres://')
    expect(parseEnv({ DATABASE_URL: 'file:./data/x.db' }).DATABASE_URL).toBe('file:./data/x.db')
    expect(siteUrl(parseEnv({ SITE_URL: 'https://atrium.example/' }))).toBe('https://atrium.example')
  })
})
