import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`body\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`gallery_id\` integer,
  	\`visitor\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`comments_status_idx\` ON \`comments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`comments_photo_idx\` ON \`comments\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_gallery_idx\` ON \`comments\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_updated_at_idx\` ON \`comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comments_created_at_idx\` ON \`comments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`photo_ratings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`gallery_id\` integer,
  	\`value\` numeric NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`ip_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`photo_ratings_photo_idx\` ON \`photo_ratings\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`photo_ratings_gallery_idx\` ON \`photo_ratings\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`photo_ratings_ip_hash_idx\` ON \`photo_ratings\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`photo_ratings_updated_at_idx\` ON \`photo_ratings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photo_ratings_created_at_idx\` ON \`photo_ratings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`photo_visitor_idx\` ON \`photo_ratings\` (\`photo_id\`,\`visitor\`);`)
  await db.run(sql`CREATE TABLE \`photo_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`votes\` numeric DEFAULT 0 NOT NULL,
  	\`rating_sum\` numeric DEFAULT 0 NOT NULL,
  	\`hits\` numeric DEFAULT 0 NOT NULL,
  	\`comments\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`photo_stats_photo_idx\` ON \`photo_stats\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`photo_stats_updated_at_idx\` ON \`photo_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photo_stats_created_at_idx\` ON \`photo_stats\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`behaviour_comment_email\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`behaviour_comment_notify\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`behaviour_rating_under_thumbnails\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`behaviour_show_view_count\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_behaviour_comment_email\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_behaviour_comment_notify\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_behaviour_rating_under_thumbnails\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_behaviour_show_view_count\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`comments_id\` integer REFERENCES comments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`photo_ratings_id\` integer REFERENCES photo_ratings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`photo_stats_id\` integer REFERENCES photo_stats(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photo_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`photo_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photo_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`photo_stats_id\`);`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`behaviour_comment_email\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`behaviour_comment_notify\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`behaviour_rating_under_thumbnails\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`behaviour_show_view_count\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`comments\`;`)
  await db.run(sql`DROP TABLE \`photo_ratings\`;`)
  await db.run(sql`DROP TABLE \`photo_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`tags_id\` integer,
  	\`users_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`audio_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`audio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "tags_id", "users_id", "galleries_id", "albums_id", "audio_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "tags_id", "users_id", "galleries_id", "albums_id", "audio_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`behaviour_comment_email\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`behaviour_comment_notify\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`behaviour_rating_under_thumbnails\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`behaviour_show_view_count\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_behaviour_comment_email\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_behaviour_comment_notify\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_behaviour_rating_under_thumbnails\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_behaviour_show_view_count\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`behaviour_comment_email\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`behaviour_comment_notify\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`behaviour_rating_under_thumbnails\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`behaviour_show_view_count\`;`)
}
