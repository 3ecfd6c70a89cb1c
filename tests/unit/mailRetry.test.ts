import { describe, expect, it } from 'vitest'

// Before anything reads the environment (each test file has its own modules, so its own cached env).
process.env.MAIL_RETRY_SECONDS = '7'

describe('the mail queue’s retries', () => {
  it('wait MAIL_RETRY_SECONDS before the first retry, doubling ten times', async () => {
    const { MAIL_RETRY_POLICY } = await import('@/lib/server/jobs')
    expect(MAIL_RETRY_POLICY.attempts).toBe(10)
    expect(MAIL_RETRY_POLICY.backoff).toMatchObject({ type: 'exponential', delay: 7000 })
  })
})
