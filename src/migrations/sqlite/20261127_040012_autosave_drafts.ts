import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_galleries_v_autosave_idx\` ON \`_galleries_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_albums_v_autosave_idx\` ON \`_albums_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_galleries_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_albums_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`autosave\`;`)
}
