import { spawn } from 'node:child_process'
import path from 'node:path'

import { expect, it } from 'vitest'

/**
 * `npm start` runs the server as a child (scripts/lib/build.ts `run`). A stop asked of the start
 * process (`docker stop` sends SIGTERM to the container's first process) must reach the server, so
 * that it closes its listener and checkpoints SQLite, and the start process then ends cleanly.
 */
it('passes a SIGTERM on to the child it runs, and ends cleanly once the child has stopped on it', async () => {
  const build = path.resolve('scripts/lib/build.ts')
  const child = `process.on('SIGTERM', () => { console.log('server closing'); process.exit(0) }); console.log('server ready'); setInterval(() => {}, 1000)`
  const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { run } from ${JSON.stringify(build)}; await run(process.execPath, ['-e', ${JSON.stringify(child)}]); console.log('start done')`], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)))
  await new Promise<void>((resolve) => {
    parent.stdout.on('data', (data: Buffer) => {
      output += data.toString()
      if (output.includes('server ready')) resolve()
    })
  })
  parent.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(output).toContain('server closing')
  expect(output).toContain('start done')
})
