import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { createPostgresDatabase } from './testPayload'

/**
 * Vitest global setup for the integration projects: the committed migrations are applied once per
 * run to a template database (tests/helpers/makeMigratedTemplate.ts), and each file's fresh database
 * starts as a copy of it (startTestPayload), instead of each of the 48 files migrating its own
 * (1.6 s on SQLite, 3.4 s on PostgreSQL each, here). The migrations test still migrates an empty one.
 */
export type MigratedTemplate = { kind: 'sqlite'; file: string } | { kind: 'postgres'; database: string } | null

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate
  }
}

export default async function setup(project: TestProject) {
  const postgres = project.config.env?.TEST_DB === 'postgres'
  if (postgres && !process.env.TEST_DATABASE_URL) {
    // startTestPayload says what is missing, in each file.
    project.provide('migratedTemplate', null)
    return
  }
  // Lexical's builds are loaded directly (the deadlock vitest.config.ts's execArgv describes).
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=production --no-deprecation`.trim() }
  const make = (args: string[], extraEnv: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'makeMigratedTemplate.ts'), ...args], { env: { ...env, ...extraEnv }, cwd: project.config.root })

  if (!postgres) {
    const file = path.join(os.tmpdir(), `atrium-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.db`)
    const drop = () => fs.rmSync(file, { force: true })
    await make([file]).catch((error) => {
      drop()
      throw error
    })
    project.provide('migratedTemplate', { kind: 'sqlite', file })
    return drop
  }
  const database = await createPostgresDatabase()
  try {
    await make([], { DATABASE_URL: database.url })
    // The server may not yet have ended the maker's sessions; a copy needs the template unused.
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [new URL(database.url).pathname.slice(1)])
    await client.end()
  } catch (error) {
    await database.drop()
    throw error
  }
  project.provide('migratedTemplate', { kind: 'postgres', database: new URL(database.url).pathname.slice(1) })
  return database.drop
}
