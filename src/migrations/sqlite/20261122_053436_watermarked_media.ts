import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`watermarked_by_gallery\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`watermarked_by_fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`media_watermarked_by_watermarked_by_gallery_idx\` ON \`media\` (\`watermarked_by_gallery\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_watermarked_by_watermarked_by_gallery_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`watermarked_by_gallery\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`watermarked_by_fingerprint\`;`)
}
