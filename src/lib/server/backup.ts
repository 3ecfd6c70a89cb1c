import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * Backup and restore of a whole site: the database (SQLite's online `VACUUM INTO`, which takes a
 * consistent copy while the site keeps writing, or `pg_dump`) and everything in the data folder
 * (uploaded photos, clips and their streams, music, the site secret that sealed tokens and signed
 * sessions depend on). A backup is a folder with a manifest listing every file and its SHA-256, so
 * a restore can check it is whole before touching anything.
 */
const run = promisify(execFile)

export type SiteLocation = { databaseUrl: string; dataDir: string }
export type BackupManifest = {
  format: 1
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** Files of the data folder, relative, with their size and SHA-256. */
  files: { path: string; bytes: number; sha256: string }[]
  databaseSha256: string
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)
const sqlitePath = (url: string) => path.resolve(url.replace(/^file:/, ''))
const DB_FILE = 'database.sqlite'
const PG_FILE = 'database.pgdump'

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/** Files of the data folder worth keeping: not the live database, not half-written work folders. */
function dataFiles(dataDir: string, skip: string[]): string[] {
  const root = path.resolve(dataDir)
  if (!fs.existsSync(root)) return []
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (skip.some((prefix) => full === prefix || full.startsWith(`${prefix}-`) || full.startsWith(prefix + path.sep))) continue
      if (entry.name.startsWith('.part-')) continue
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) out.push(path.relative(root, full))
    }
  }
  walk(root)
  return out.sort()
}

/** Takes a backup of the site into `target` (a new folder, readable by its owner only). */
export async function backupSite(site: SiteLocation, target: string): Promise<BackupManifest> {
  if (fs.existsSync(target) && fs.readdirSync(target).length) throw new Error(`${target} is not empty: give a new folder for the backup.`)
  if (!isPostgresUrl(site.databaseUrl) && !fs.existsSync(sqlitePath(site.databaseUrl))) throw new Error(`There is no database at ${sqlitePath(site.databaseUrl)} to back up (check DATABASE_URL and DATA_DIR).`)
  fs.mkdirSync(path.join(target, 'files'), { recursive: true, mode: 0o700 })
  const postgres = isPostgresUrl(site.databaseUrl)
  const dbFile = path.join(target, postgres ? PG_FILE : DB_FILE)
  if (postgres) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dbFile}`, site.databaseUrl], { maxBuffer: 16 * 1024 * 1024 })
  } else {
    const client = createClient({ url: `file:${sqlitePath(site.databaseUrl)}` })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [dbFile] })
    } finally {
      client.close()
    }
  }
  const skip = [path.resolve(target), ...(postgres ? [] : [sqlitePath(site.databaseUrl)])]
  const files = dataFiles(site.dataDir, skip).map((relative) => {
    const from = path.join(site.dataDir, relative)
    const to = path.join(target, 'files', relative)
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 })
    fs.copyFileSync(from, to)
    return { path: relative, bytes: fs.statSync(to).size, sha256: sha256(to) }
  })
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database: postgres ? 'postgres' : 'sqlite', files, databaseSha256: sha256(dbFile) }
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  return manifest
}

/** Reads a backup's manifest and checks every file against it; the reason in words when it is not whole. */
export function checkBackup(from: string): BackupManifest {
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(from, 'manifest.json'), 'utf8'))
  } catch {
    throw new Error(`${from} is not a backup (no readable manifest.json).`)
  }
  if (manifest.format !== 1) throw new Error('This backup was made by another version of the site.')
  const dbFile = path.join(from, manifest.database === 'postgres' ? PG_FILE : DB_FILE)
  if (!fs.existsSync(dbFile) || sha256(dbFile) !== manifest.databaseSha256) throw new Error('The backup\'s database file is missing or damaged.')
  for (const file of manifest.files) {
    const full = path.join(from, 'files', file.path)
    if (file.path.split(/[\\/]/).includes('..') || !fs.existsSync(full) || sha256(full) !== file.sha256) throw new Error(`The backup's file ${file.path} is missing or damaged.`)
  }
  return manifest
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`)
    return rows[0].n > 0
  } finally {
    await client.end()
  }
}

/**
 * Restores a backup into a site that is not running: the database and the data folder become the
 * backup's. Refuses a site that already has data unless `replace` is given, and a backup of the
 * other database kind (SQLite ↔ PostgreSQL).
 */
export async function restoreSite(site: SiteLocation, from: string, { replace = false }: { replace?: boolean } = {}): Promise<BackupManifest> {
  const manifest = checkBackup(from)
  const postgres = isPostgresUrl(site.databaseUrl)
  if ((manifest.database === 'postgres') !== postgres) throw new Error(`This is a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} backup; the site's DATABASE_URL is ${postgres ? 'PostgreSQL' : 'SQLite'}.`)
  const hasData = postgres ? await postgresHasTables(site.databaseUrl) : fs.existsSync(sqlitePath(site.databaseUrl))
  if (hasData && !replace) throw new Error('The site already has a database: stop the site and run the restore with --replace to overwrite it.')
  if (postgres) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${site.databaseUrl}`, path.join(from, PG_FILE)], { maxBuffer: 16 * 1024 * 1024 })
  } else {
    const target = sqlitePath(site.databaseUrl)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true })
    // Copied beside, then renamed: a reader never sees half a database.
    fs.copyFileSync(path.join(from, DB_FILE), `${target}.restoring`)
    fs.renameSync(`${target}.restoring`, target)
  }
  const root = path.resolve(site.dataDir)
  const keep = postgres ? [] : [sqlitePath(site.databaseUrl)]
  for (const relative of dataFiles(root, keep)) fs.rmSync(path.join(root, relative), { force: true })
  for (const file of manifest.files) {
    const to = path.join(root, file.path)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(path.join(from, 'files', file.path), to)
  }
  return manifest
}
