import type { Payload } from 'payload'

import { isPostgres } from '@/lib/env'

import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

/** Applies pending committed migrations for whichever database the app is using. */
export async function runMigrations(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: isPostgres() ? postgresMigrations : sqliteMigrations })
}
