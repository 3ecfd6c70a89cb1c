import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The floor under the Lighthouse figures: the same Next.js, React and machine serving an empty page
 * (a heading, a paragraph and one client button). What this page scores, no page of ours can beat:
 * the bench prints it beside our pages so a reader can tell our cost from the framework's.
 *
 * Written as plain JSX into .isolated/baseline (git-ignored), built and started with the project's
 * own `next`, on its own port.
 */
const FILES: Record<string, string> = {
  'app/layout.jsx': `export const metadata = { title: 'Baseline' }
export const viewport = { width: 'device-width', initialScale: 1 }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/page.jsx': `import Counter from './Counter'
export const dynamic = 'force-static'
export default function Page() {
  return <main><h1>An empty page</h1><p>Next.js with one client component, nothing else.</p><Counter /></main>
}
`,
  'app/Counter.jsx': `'use client'
import { useState } from 'react'
export default function Counter() {
  const [count, setCount] = useState(0)
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>
}
`,
}

export async function startBaseline(port: number): Promise<{ url: string; stop: () => void }> {
  const root = path.resolve('.')
  const dir = path.join(root, '.isolated', 'baseline')
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  // Its modules resolve from the project's node_modules, so Turbopack's root is the project.
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} } }\n`)
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  const build = spawnSync(process.execPath, [next, 'build', dir], { env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`The baseline page did not build:\n${build.stdout}\n${build.stderr}`)
  const server = spawn(process.execPath, [next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { env, stdio: 'ignore', detached: true })
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The baseline page did not start within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-server.pid!, 'SIGTERM')
      } catch {
        // already gone
      }
    },
  }
}
