import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` ADD \`height\` text DEFAULT 'tallest';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` ADD \`height\` text DEFAULT 'tallest';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` DROP COLUMN \`height\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` DROP COLUMN \`height\`;`)
}
