import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_columns_columns\` ADD \`background\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_columns_columns\` ADD \`background\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_script_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_provider\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`features_page_transitions\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`features_preloader\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_columns_columns\` DROP COLUMN \`background\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_columns_columns\` DROP COLUMN \`background\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_script_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_provider\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`features_page_transitions\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`features_preloader\`;`)
}
