import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`behaviour_download_original\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`watermark_allow_original_download\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_behaviour_download_original\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_watermark_allow_original_download\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`behaviour_download_original\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`watermark_allow_original_download\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`behaviour_download_original\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`watermark_allow_original_download\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_behaviour_download_original\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_watermark_allow_original_download\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`behaviour_download_original\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`watermark_allow_original_download\`;`)
}
