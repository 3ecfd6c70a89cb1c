import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`albums\` ADD \`legacy_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`albums_legacy_id_idx\` ON \`albums\` (\`legacy_id\`);`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`version_legacy_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_legacy_id_idx\` ON \`_albums_v\` (\`version_legacy_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`albums_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`albums\` DROP COLUMN \`legacy_id\`;`)
  await db.run(sql`DROP INDEX \`_albums_v_version_version_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`version_legacy_id\`;`)
}
