import type { Migration, Payload } from 'payload'

import { isPostgres } from '@/lib/env'

import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

/** Applies pending committed migrations for whichever database the app is using. */
export async function runMigrations(payload: Payload): Promise<void> {
  // Generated migrations type their arguments per adapter; Payload's signature takes `unknown`.
  const migrations = (isPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}
