import crypto from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { createJobLease, type JobLease } from '@/lib/server/jobLease'

/** One job runner across instances, through a lease in the machine's Redis (127.0.0.1:6379). */
describe('the job runner lease', () => {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const key = `atrium:test:runner:${crypto.randomBytes(4).toString('hex')}`
  const leases: JobLease[] = []
  const lease = (id: string, leaseMs = 300) => {
    const made = createJobLease(url, { key, id, leaseMs, renewMs: 100 })
    leases.push(made)
    return made
  }
  afterAll(async () => {
    for (const made of leases) await made.release().catch(() => {})
  })

  it('lets one instance run the queues; another takes over when it goes, never both at once', async () => {
    const one = lease('instance-one')
    const two = lease('instance-two')
    expect(await one.isRunner()).toBe(true)
    expect(await two.isRunner()).toBe(false)
    // The runner renews its lease while it lives.
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(await one.isRunner()).toBe(true)
    expect(await two.isRunner()).toBe(false)
    // It stops (or dies): the lease is free, and the other instance becomes the runner.
    await one.release()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await two.isRunner()).toBe(true)
    const three = lease('instance-three')
    expect(await three.isRunner()).toBe(false)
  })

  it('without an answer from Redis no instance claims to be the runner', async () => {
    const lost = createJobLease('redis://127.0.0.1:1', { key, id: 'cut-off', renewMs: 100 })
    leases.push(lost)
    expect(await lost.isRunner()).toBe(false)
  })
})
