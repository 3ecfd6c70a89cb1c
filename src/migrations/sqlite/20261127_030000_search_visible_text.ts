import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The index read settings, photo placeholders and EXIF of whatever a page showed; it now keeps only
// what a visitor reads (src/search/text.ts). Emptied here, it is built again from the content when
// the site starts (src/search/reindex.ts); the full-text table follows by its triggers.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`search_rels\`;`)
  await db.run(sql`DELETE FROM \`search\`;`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the index is rebuilt from the content.
}
