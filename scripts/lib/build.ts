import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Inputs whose change makes a production build stale. */
// (tsconfig.json is left out: `next build` itself rewrites it.)
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json']

function hashInputs(root: string): string {
  const hash = crypto.createHash('sha256')
  const visit = (entry: string) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
    } else {
      hash.update(entry).update('\0').update(fs.readFileSync(full)).update('\0')
    }
  }
  BUILD_INPUTS.forEach(visit)
  // Nothing of the environment: the build reads no database (src/lib/buildPhase.ts), and the site's
  // address, security headers and page cache are chosen when the server starts.
  return hash.digest('hex')
}

export function distDir(): string {
  return process.env.NEXT_DIST_DIR || '.next'
}

/**
 * The build the tests, the benchmark and the local cluster share, beside the site's own `.next`: one
 * build serves any of them (any database, address or cache), so a test run builds once.
 */
export const ISOLATED_DIST_DIR = '.next-isolated'

const stampFile = (root: string) => path.join(root, distDir(), 'atrium-build-stamp')

/** True when a production build exists and was made from the current sources. */
export function isBuildCurrent(root = process.cwd()): boolean {
  try {
    return (
      fs.existsSync(path.join(root, distDir(), 'BUILD_ID')) &&
      fs.readFileSync(stampFile(root), 'utf8') === hashInputs(root)
    )
  } catch {
    return false
  }
}

/**
 * Node's options for every process that loads Payload: Lexical's builds are loaded directly (the
 * `production` condition), since its Node entry points choose a build with a top-level await of a
 * dynamic import, which in Lexical's cyclic module graph deadlocks Node 20 now and then: a start-up,
 * migration or import that waits for ever with nothing pending.
 */
export function withNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? ''
  return options.includes('--conditions=production') ? env : { ...env, NODE_OPTIONS: `${options} --conditions=production`.trim() }
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: withNodeOptions(env) })
    // A stop asked of this process (a container's `docker stop`, a service manager) is the child's
    // to act on: the server closes its listener and checkpoints SQLite before it exits. (A terminal's
    // Ctrl-C reaches the whole process group already.)
    const forward = () => child.kill('SIGTERM')
    process.on('SIGTERM', forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward)
      if (code === 0 || signal === 'SIGTERM') resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/**
 * The production server (scripts/serve.ts) compiled to one JavaScript file beside the build, run by
 * plain Node: no TypeScript loader in the serving process. Next imports a custom cache handler anew
 * on every request, and with a loader's hooks registered each such import went through them (a
 * tenth of the process's time under load); startup is quicker too. Packages stay outside the file.
 */
export async function bundleServer(root = process.cwd()): Promise<string> {
  const { build } = await import('esbuild')
  const outfile = path.join(root, distDir(), 'atrium-server.mjs')
  await build({
    entryPoints: [path.join(root, 'scripts/serve.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  return outfile
}

/** Runs the production server (compiled first; it takes well under a second) on `port` [and `host`]. */
export async function serve(port: number | string, host: string | undefined, env: NodeJS.ProcessEnv, root = process.cwd()): Promise<void> {
  const entry = await bundleServer(root)
  await run(process.execPath, [entry, String(port), ...(host ? [host] : [])], { ...env, NODE_ENV: 'production' })
}

export async function buildSite(root = process.cwd()): Promise<void> {
  const stamp = hashInputs(root)
  await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  })
  fs.writeFileSync(stampFile(root), stamp)
}
