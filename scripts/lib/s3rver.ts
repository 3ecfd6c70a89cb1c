import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import S3rver from 's3rver'

import { listening } from './net'

/**
 * s3rver (an S3-compatible server from npm) in a process of its own, keeping its objects in `dir`,
 * for `npm run cluster` and the tests: its failures (a full disk ends it) stay out of the caller's
 * process, and a test can stop it to make the object store unreachable. It signs list continuation
 * tokens with DES, which Node's OpenSSL 3 offers only with the legacy provider.
 */
export type S3rverProcess = { endpoint: string; start: () => Promise<void>; stop: () => Promise<void> }

export async function startS3rverProcess(port: number, dir: string, bucket: string): Promise<S3rverProcess> {
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', fileURLToPath(import.meta.url), String(port), dir, bucket], { stdio: ['ignore', 'inherit', 'inherit'] })
    const started = child
    for (let waited = 0; !(await listening(port)); waited += 100) {
      if (started.exitCode !== null || waited > 20_000) throw new Error(`s3rver did not start on port ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { endpoint: `http://127.0.0.1:${port}`, start, stop }
}

// Run directly: serve until killed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, directory, bucket] = process.argv.slice(2)
  await new S3rver({ address: '127.0.0.1', port: Number(port), silent: process.env.S3RVER_LOG !== '1', directory, configureBuckets: [{ name: bucket!, configs: [] }] }).run()
}
