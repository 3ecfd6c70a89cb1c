import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pricelists\` ADD \`legacy_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`pricelists_legacy_id_idx\` ON \`pricelists\` (\`legacy_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pricelists_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pricelists\` DROP COLUMN \`legacy_id\`;`)
}
