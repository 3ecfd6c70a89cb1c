import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

/** A script's run (scripts/lib/runToEnd.ts) in a process of its own, as npm runs it. */
const runScript = (body: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { runToEnd } from './scripts/lib/runToEnd.ts'\n${body}`], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })

describe('a script run to its end', () => {
  it('exits 0 once the work is done, however long it waits on nothing that keeps Node alive', () => {
    const result = runScript(`await runToEnd('Testing', async (progress) => { progress('Step one'); await new Promise((resolve) => setTimeout(resolve, 300).unref()) })`)
    expect(result.stdout).toContain('Step one')
    expect(result.status).toBe(0)
  })

  it('stops a run that makes no progress, saying where it was, instead of waiting for ever', () => {
    const started = Date.now()
    const result = runScript(`await runToEnd('Testing', async (progress) => { progress('Reading the old tables…'); await new Promise(() => {}) })`, { RUN_TO_END_IDLE_MS: '2000' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Testing has made no progress for 2 s (last: Reading the old tables…): stopping.')
    expect(Date.now() - started).toBeLessThan(20_000)
  })
})
