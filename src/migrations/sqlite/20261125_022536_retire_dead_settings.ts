import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`lightbox_hits_position\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_lightbox_hits_position\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`features_shop\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`features_newsletter\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`lightbox_hits_position\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`lightbox_hits_position\` text DEFAULT 'bottom';`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_lightbox_hits_position\` text DEFAULT 'bottom';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`features_shop\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`features_newsletter\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`lightbox_hits_position\` text DEFAULT 'bottom' NOT NULL;`)
}
