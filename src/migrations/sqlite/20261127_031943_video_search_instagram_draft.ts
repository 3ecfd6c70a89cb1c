import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`video_galleries_id\` integer REFERENCES video_galleries(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_video_galleries_id_idx\` ON \`search_rels\` (\`video_galleries_id\`);`)
  await db.run(sql`ALTER TABLE \`instagram_sources\` ADD \`publish\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`portfolio_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "portfolio_id", "galleries_id", "albums_id", "media_id") SELECT "id", "order", "parent_id", "path", "pages_id", "portfolio_id", "galleries_id", "albums_id", "media_id" FROM \`search_rels\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_rels\` RENAME TO \`search_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_pages_id_idx\` ON \`search_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_portfolio_id_idx\` ON \`search_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_galleries_id_idx\` ON \`search_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_albums_id_idx\` ON \`search_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_media_id_idx\` ON \`search_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`instagram_sources\` DROP COLUMN \`publish\`;`)
}
