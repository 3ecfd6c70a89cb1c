import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_portfolio_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`limit\` numeric DEFAULT 12,
  	\`columns\` numeric DEFAULT 3,
  	\`show_filter\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_grid_order_idx\` ON \`pages_blocks_portfolio_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_grid_parent_id_idx\` ON \`pages_blocks_portfolio_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_grid_path_idx\` ON \`pages_blocks_portfolio_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_masonry_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`page_size\` numeric DEFAULT 6,
  	\`columns\` numeric DEFAULT 3,
  	\`show_filter\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_masonry_grid_order_idx\` ON \`pages_blocks_masonry_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_masonry_grid_parent_id_idx\` ON \`pages_blocks_masonry_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_masonry_grid_path_idx\` ON \`pages_blocks_masonry_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_portfolio_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`limit\` numeric DEFAULT 12,
  	\`columns\` numeric DEFAULT 3,
  	\`show_filter\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_grid_order_idx\` ON \`_pages_v_blocks_portfolio_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_grid_parent_id_idx\` ON \`_pages_v_blocks_portfolio_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_grid_path_idx\` ON \`_pages_v_blocks_portfolio_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_masonry_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`page_size\` numeric DEFAULT 6,
  	\`columns\` numeric DEFAULT 3,
  	\`show_filter\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_masonry_grid_order_idx\` ON \`_pages_v_blocks_masonry_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_masonry_grid_parent_id_idx\` ON \`_pages_v_blocks_masonry_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_masonry_grid_path_idx\` ON \`_pages_v_blocks_masonry_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`portfolio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`summary\` text,
  	\`client\` text,
  	\`date\` text,
  	\`content\` text,
  	\`has_link\` integer,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_slug_idx\` ON \`portfolio\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_image_idx\` ON \`portfolio\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_meta_meta_image_idx\` ON \`portfolio\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_updated_at_idx\` ON \`portfolio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_created_at_idx\` ON \`portfolio\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio__status_idx\` ON \`portfolio\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`portfolio_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`portfolio_rels_order_idx\` ON \`portfolio_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_parent_idx\` ON \`portfolio_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_path_idx\` ON \`portfolio_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_portfolio_categories_id_idx\` ON \`portfolio_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_pages_id_idx\` ON \`portfolio_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_galleries_id_idx\` ON \`portfolio_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_albums_id_idx\` ON \`portfolio_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_rels_portfolio_id_idx\` ON \`portfolio_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_summary\` text,
  	\`version_client\` text,
  	\`version_date\` text,
  	\`version_content\` text,
  	\`version_has_link\` integer,
  	\`version_link_type\` text DEFAULT 'reference',
  	\`version_link_new_tab\` integer,
  	\`version_link_url\` text,
  	\`version_link_label\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_portfolio_v_parent_idx\` ON \`_portfolio_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_slug_idx\` ON \`_portfolio_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_image_idx\` ON \`_portfolio_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_meta_version_meta_image_idx\` ON \`_portfolio_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_updated_at_idx\` ON \`_portfolio_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_created_at_idx\` ON \`_portfolio_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version__status_idx\` ON \`_portfolio_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_created_at_idx\` ON \`_portfolio_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_updated_at_idx\` ON \`_portfolio_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_latest_idx\` ON \`_portfolio_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`portfolio_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_order_idx\` ON \`_portfolio_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_parent_idx\` ON \`_portfolio_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_path_idx\` ON \`_portfolio_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_portfolio_categories_id_idx\` ON \`_portfolio_v_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_pages_id_idx\` ON \`_portfolio_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_galleries_id_idx\` ON \`_portfolio_v_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_albums_id_idx\` ON \`_portfolio_v_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_rels_portfolio_id_idx\` ON \`_portfolio_v_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_categories_slug_idx\` ON \`portfolio_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_updated_at_idx\` ON \`portfolio_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_created_at_idx\` ON \`portfolio_categories\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`portfolio_categories_id\` integer REFERENCES portfolio_categories(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_portfolio_id_idx\` ON \`pages_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_portfolio_categories_id_idx\` ON \`pages_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`portfolio_categories_id\` integer REFERENCES portfolio_categories(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_portfolio_id_idx\` ON \`_pages_v_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_portfolio_categories_id_idx\` ON \`_pages_v_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_portfolio_id_idx\` ON \`redirects_rels\` (\`portfolio_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_categories_id\` integer REFERENCES portfolio_categories(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`header_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id);`)
  await db.run(sql`CREATE INDEX \`header_rels_portfolio_id_idx\` ON \`header_rels\` (\`portfolio_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_rels\` ADD \`portfolio_id\` integer REFERENCES portfolio(id);`)
  await db.run(sql`CREATE INDEX \`footer_rels_portfolio_id_idx\` ON \`footer_rels\` (\`portfolio_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_portfolio_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_masonry_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_portfolio_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_masonry_grid\`;`)
  await db.run(sql`DROP TABLE \`portfolio\`;`)
  await db.run(sql`DROP TABLE \`portfolio_rels\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_v\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_v_rels\`;`)
  await db.run(sql`DROP TABLE \`portfolio_categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`videos_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id", "videos_id", "tags_id") SELECT "id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id", "videos_id", "tags_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_galleries_id_idx\` ON \`pages_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_albums_id_idx\` ON \`pages_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_videos_id_idx\` ON \`pages_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_tags_id_idx\` ON \`pages_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`videos_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id", "videos_id", "tags_id") SELECT "id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id", "videos_id", "tags_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_galleries_id_idx\` ON \`_pages_v_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_albums_id_idx\` ON \`_pages_v_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_videos_id_idx\` ON \`_pages_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_tags_id_idx\` ON \`_pages_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id") SELECT "id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_galleries_id_idx\` ON \`redirects_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_albums_id_idx\` ON \`redirects_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`videos_id\` integer,
  	\`tags_id\` integer,
  	\`users_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`audio_id\` integer,
  	\`comments_id\` integer,
  	\`photo_ratings_id\` integer,
  	\`photo_stats_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`audio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photo_ratings_id\`) REFERENCES \`photo_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photo_stats_id\`) REFERENCES \`photo_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "videos_id", "tags_id", "users_id", "galleries_id", "albums_id", "audio_id", "comments_id", "photo_ratings_id", "photo_stats_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "videos_id", "tags_id", "users_id", "galleries_id", "albums_id", "audio_id", "comments_id", "photo_ratings_id", "photo_stats_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photo_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`photo_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photo_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`photo_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_rels\`("id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id") SELECT "id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id" FROM \`header_rels\`;`)
  await db.run(sql`DROP TABLE \`header_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_rels\` RENAME TO \`header_rels\`;`)
  await db.run(sql`CREATE INDEX \`header_rels_order_idx\` ON \`header_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_parent_idx\` ON \`header_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_path_idx\` ON \`header_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_galleries_id_idx\` ON \`header_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_albums_id_idx\` ON \`header_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_rels\`("id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id") SELECT "id", "order", "parent_id", "path", "pages_id", "galleries_id", "albums_id" FROM \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_rels\` RENAME TO \`footer_rels\`;`)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_galleries_id_idx\` ON \`footer_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_albums_id_idx\` ON \`footer_rels\` (\`albums_id\`);`)
}
