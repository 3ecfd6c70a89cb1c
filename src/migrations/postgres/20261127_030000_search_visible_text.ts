import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The index read settings, photo placeholders and EXIF of whatever a page showed; it now keeps only
// what a visitor reads (src/search/text.ts). Emptied here, it is built again from the content when
// the site starts (src/search/reindex.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "search_rels"; DELETE FROM "search";`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the index is rebuilt from the content.
}
