import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import S3rver from 's3rver'

import { listening, until } from './services'

/**
 * s3rver (an S3-compatible server) in a process of its own, keeping its objects in `dir`: a test
 * can stop it (the object store unreachable) and fill its disk without its failures landing in the
 * test's own process, as a real object store's would not.
 */
export type S3rverProcess = { endpoint: string; start: () => Promise<void>; stop: () => Promise<void> }

export async function startS3rverProcess(port: number, dir: string, bucket: string): Promise<S3rverProcess> {
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), String(port), dir, bucket], { stdio: ['ignore', 'ignore', 'inherit'] })
    await until('s3rver to answer', async () => listening(port), 20_000)
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
  await new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory, configureBuckets: [{ name: bucket!, configs: [] }] }).run()
}
