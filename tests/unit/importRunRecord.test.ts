import { describe, expect, it } from 'vitest'

import { orderedWrites } from '@/import/tasks'

describe("an import run's record", () => {
  it('is written in the order asked, even when an earlier write would finish last: "done" is never overwritten by progress', async () => {
    const stored: Record<string, unknown>[] = []
    const releases: (() => void)[] = []
    // Each save finishes when released; released below in reverse, as a slow connection would.
    const { write, progress } = orderedWrites(
      (data) =>
        new Promise<void>((resolve) =>
          releases.push(() => {
            stored.push(data)
            resolve()
          }),
        ),
    )
    progress({ done: 12, total: 12 })
    const final = write({ status: 'done', report: { created: 0 } })
    const settle = () => new Promise((resolve) => setImmediate(resolve))
    await settle()
    // Only the first write has started: the last waits for it.
    expect(releases).toHaveLength(1)
    releases[0]!()
    await settle()
    expect(releases).toHaveLength(2)
    releases[1]!()
    await final
    expect(stored).toEqual([{ done: 12, total: 12 }, { status: 'done', report: { created: 0 } }])
  })

  it('a failed progress write does not stop the writes after it', async () => {
    const stored: Record<string, unknown>[] = []
    const { write, progress } = orderedWrites(async (data) => {
      if ('done' in data) throw new Error('connection lost')
      stored.push(data)
    })
    progress({ done: 5, total: 12 })
    await write({ status: 'done' })
    expect(stored).toEqual([{ status: 'done' }])
  })
})
