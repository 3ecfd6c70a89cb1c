import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startBwgFixture } from '../../tests/helpers/bwgFixture'

/**
 * Issue 29's figure: importing 1,000 old images with their files (10 galleries of 100, 1280 px
 * JPEGs, in the fixture's Photo Gallery by 10Web tables on the machine's MariaDB) through
 * `npm run import:bwg` into a fresh SQLite site; then the same command again (nothing to create).
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void

function timed(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'import:bwg', '--', ...args], { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`import:bwg exited with ${code}`))))
  })
}

export async function benchImport(add: Add): Promise<void> {
  console.log('Import: building a 1,000-image old site…')
  const old = await startBwgFixture({ galleries: 10, imagesPerGallery: 100, width: 1280 })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-import-bench-'))
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), JOBS_AUTORUN: 'off' }
  try {
    const args = ['--mysql', old.url, '--uploads', old.uploads]
    const first = await timed(args, env)
    add('Import of 1,000 old images with files (npm run import:bwg, SQLite, sizes made)', `${first.toFixed(0)} s (${(first / 1000 * 1000).toFixed(0)} ms per image)`, '—', null)
    const again = await timed(args, env)
    add('The same import again (nothing created twice)', `${again.toFixed(1)} s`, '—', null)
  } finally {
    await old.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await benchImport((what, value) => console.log(`| ${what} | ${value} |`))
}
