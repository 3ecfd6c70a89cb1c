import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_order_idx\` ON \`pages_blocks_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_parent_id_idx\` ON \`pages_blocks_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`style\` text DEFAULT 'standard',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`width\` text DEFAULT 'content',
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_block_order_idx\` ON \`pages_blocks_media_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_block_parent_id_idx\` ON \`pages_blocks_media_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_block_path_idx\` ON \`pages_blocks_media_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_block_media_idx\` ON \`pages_blocks_media_block\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_columns_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'oneThird',
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_columns_columns_order_idx\` ON \`pages_blocks_columns_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_columns_columns_parent_id_idx\` ON \`pages_blocks_columns_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_columns_order_idx\` ON \`pages_blocks_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_columns_parent_id_idx\` ON \`pages_blocks_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_columns_path_idx\` ON \`pages_blocks_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_order_idx\` ON \`pages_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_parent_id_idx\` ON \`pages_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text,
  	\`limit\` numeric DEFAULT 12,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_galleries_id_idx\` ON \`pages_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_albums_id_idx\` ON \`pages_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_tags_id_idx\` ON \`pages_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_order_idx\` ON \`_pages_v_blocks_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_parent_id_idx\` ON \`_pages_v_blocks_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`style\` text DEFAULT 'standard',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`width\` text DEFAULT 'content',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_block_order_idx\` ON \`_pages_v_blocks_media_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_block_parent_id_idx\` ON \`_pages_v_blocks_media_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_block_path_idx\` ON \`_pages_v_blocks_media_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_block_media_idx\` ON \`_pages_v_blocks_media_block\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_columns_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'oneThird',
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_columns_columns_order_idx\` ON \`_pages_v_blocks_columns_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_columns_columns_parent_id_idx\` ON \`_pages_v_blocks_columns_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_columns_order_idx\` ON \`_pages_v_blocks_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_columns_parent_id_idx\` ON \`_pages_v_blocks_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_columns_path_idx\` ON \`_pages_v_blocks_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_order_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_parent_id_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text,
  	\`limit\` numeric DEFAULT 12,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_galleries_id_idx\` ON \`_pages_v_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_albums_id_idx\` ON \`_pages_v_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_tags_id_idx\` ON \`_pages_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`credit\` text,
  	\`link_url\` text,
  	\`kind\` text DEFAULT 'image' NOT NULL,
  	\`embed_provider\` text,
  	\`embed_url\` text,
  	\`embed_width\` numeric DEFAULT 1280,
  	\`embed_height\` numeric DEFAULT 720,
  	\`legacy_id\` numeric,
  	\`placeholder\` text,
  	\`exif_camera\` text,
  	\`exif_lens\` text,
  	\`exif_focal_length\` numeric,
  	\`exif_aperture\` numeric,
  	\`exif_exposure_time\` text,
  	\`exif_iso\` numeric,
  	\`exif_taken_at\` text,
  	\`exif_gps_latitude\` numeric,
  	\`exif_gps_longitude\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_w320_url\` text,
  	\`sizes_w320_width\` numeric,
  	\`sizes_w320_height\` numeric,
  	\`sizes_w320_mime_type\` text,
  	\`sizes_w320_filesize\` numeric,
  	\`sizes_w320_filename\` text,
  	\`sizes_w640_url\` text,
  	\`sizes_w640_width\` numeric,
  	\`sizes_w640_height\` numeric,
  	\`sizes_w640_mime_type\` text,
  	\`sizes_w640_filesize\` numeric,
  	\`sizes_w640_filename\` text,
  	\`sizes_w960_url\` text,
  	\`sizes_w960_width\` numeric,
  	\`sizes_w960_height\` numeric,
  	\`sizes_w960_mime_type\` text,
  	\`sizes_w960_filesize\` numeric,
  	\`sizes_w960_filename\` text,
  	\`sizes_w1280_url\` text,
  	\`sizes_w1280_width\` numeric,
  	\`sizes_w1280_height\` numeric,
  	\`sizes_w1280_mime_type\` text,
  	\`sizes_w1280_filesize\` numeric,
  	\`sizes_w1280_filename\` text,
  	\`sizes_w1920_url\` text,
  	\`sizes_w1920_width\` numeric,
  	\`sizes_w1920_height\` numeric,
  	\`sizes_w1920_mime_type\` text,
  	\`sizes_w1920_filesize\` numeric,
  	\`sizes_w1920_filename\` text,
  	\`sizes_w2560_url\` text,
  	\`sizes_w2560_width\` numeric,
  	\`sizes_w2560_height\` numeric,
  	\`sizes_w2560_mime_type\` text,
  	\`sizes_w2560_filesize\` numeric,
  	\`sizes_w2560_filename\` text,
  	\`sizes_og_url\` text,
  	\`sizes_og_width\` numeric,
  	\`sizes_og_height\` numeric,
  	\`sizes_og_mime_type\` text,
  	\`sizes_og_filesize\` numeric,
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_legacy_id_idx\` ON \`media\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w320_sizes_w320_filename_idx\` ON \`media\` (\`sizes_w320_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w640_sizes_w640_filename_idx\` ON \`media\` (\`sizes_w640_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w960_sizes_w960_filename_idx\` ON \`media\` (\`sizes_w960_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1280_sizes_w1280_filename_idx\` ON \`media\` (\`sizes_w1280_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1920_sizes_w1920_filename_idx\` ON \`media\` (\`sizes_w1920_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w2560_sizes_w2560_filename_idx\` ON \`media\` (\`sizes_w2560_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_rels_order_idx\` ON \`media_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_parent_idx\` ON \`media_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_path_idx\` ON \`media_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_tags_id_idx\` ON \`media_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`cover_id\` integer,
  	\`view\` text DEFAULT 'thumbnails',
  	\`view_options_custom\` integer DEFAULT false,
  	\`view_options_thumbnail_width\` numeric DEFAULT 240,
  	\`view_options_thumbnail_height\` numeric DEFAULT 160,
  	\`view_options_max_columns\` numeric DEFAULT 5,
  	\`view_options_per_page\` numeric DEFAULT 30,
  	\`view_options_title_display\` text DEFAULT 'hover',
  	\`view_options_show_description\` integer DEFAULT false,
  	\`slideshow_custom\` integer DEFAULT false,
  	\`slideshow_interval\` numeric DEFAULT 5,
  	\`slideshow_effect\` text DEFAULT 'fade',
  	\`slideshow_effect_duration\` numeric DEFAULT 1,
  	\`slideshow_autoplay\` integer DEFAULT false,
  	\`slideshow_shuffle\` integer DEFAULT false,
  	\`slideshow_filmstrip\` integer DEFAULT true,
  	\`slideshow_filmstrip_direction\` text DEFAULT 'horizontal',
  	\`slideshow_filmstrip_height\` numeric DEFAULT 90,
  	\`slideshow_filmstrip_width\` numeric DEFAULT 90,
  	\`slideshow_image_width\` numeric DEFAULT 800,
  	\`slideshow_image_height\` numeric DEFAULT 500,
  	\`slideshow_title_position\` text DEFAULT 'top-right',
  	\`slideshow_description_position\` text DEFAULT 'bottom-right',
  	\`slideshow_preload_count\` numeric DEFAULT 3,
  	\`carousel_custom\` integer DEFAULT false,
  	\`carousel_interval\` numeric DEFAULT 5,
  	\`carousel_columns\` numeric DEFAULT 3,
  	\`carousel_responsive_width\` numeric DEFAULT 800,
  	\`carousel_autoplay\` integer DEFAULT false,
  	\`carousel_play_pause_button\` integer DEFAULT true,
  	\`carousel_prev_next_buttons\` integer DEFAULT true,
  	\`lightbox_custom\` integer DEFAULT false,
  	\`lightbox_width\` numeric DEFAULT 800,
  	\`lightbox_height\` numeric DEFAULT 500,
  	\`lightbox_open_fullscreen\` integer DEFAULT false,
  	\`lightbox_open_maximized\` integer DEFAULT false,
  	\`lightbox_autoplay\` integer DEFAULT false,
  	\`lightbox_slideshow_interval\` numeric DEFAULT 5,
  	\`lightbox_effect\` text DEFAULT 'fade',
  	\`lightbox_effect_duration\` numeric DEFAULT 1,
  	\`lightbox_loop\` integer DEFAULT true,
  	\`lightbox_preload_count\` numeric DEFAULT 2,
  	\`lightbox_control_bar_position\` text DEFAULT 'bottom',
  	\`lightbox_filmstrip\` integer DEFAULT true,
  	\`lightbox_filmstrip_position\` text DEFAULT 'bottom',
  	\`lightbox_filmstrip_size\` numeric DEFAULT 70,
  	\`lightbox_info_position\` text DEFAULT 'top',
  	\`lightbox_info_always_shown\` integer DEFAULT false,
  	\`lightbox_rating_position\` text DEFAULT 'bottom',
  	\`lightbox_rating_stars\` numeric DEFAULT 5,
  	\`lightbox_rating_icon\` text DEFAULT 'star',
  	\`lightbox_rating_size\` numeric DEFAULT 20,
  	\`lightbox_hits_position\` text DEFAULT 'bottom',
  	\`lightbox_comments_position\` text DEFAULT 'right',
  	\`lightbox_comments_width\` numeric DEFAULT 400,
  	\`lightbox_share\` integer DEFAULT true,
  	\`behaviour_custom\` integer DEFAULT false,
  	\`behaviour_thumb_click_action\` text DEFAULT 'open_lightbox',
  	\`behaviour_link_target\` text DEFAULT 'same',
  	\`behaviour_downloads\` integer DEFAULT false,
  	\`behaviour_comments\` integer DEFAULT true,
  	\`behaviour_comment_moderation\` integer DEFAULT true,
  	\`behaviour_rating\` integer DEFAULT true,
  	\`behaviour_hit_counting\` integer DEFAULT true,
  	\`behaviour_right_click_protection\` integer DEFAULT false,
  	\`watermark_custom\` integer DEFAULT false,
  	\`watermark_type\` text DEFAULT 'none',
  	\`watermark_opacity\` numeric DEFAULT 30,
  	\`watermark_position\` text DEFAULT 'bottom-right',
  	\`watermark_font_size\` numeric DEFAULT 24,
  	\`watermark_width\` numeric DEFAULT 120,
  	\`watermark_height\` numeric DEFAULT 60,
  	\`watermark_text\` text,
  	\`watermark_image_id\` integer,
  	\`legacy_id\` numeric,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`watermark_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_slug_idx\` ON \`galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`galleries_cover_idx\` ON \`galleries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_watermark_watermark_image_idx\` ON \`galleries\` (\`watermark_image_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_legacy_id_idx\` ON \`galleries\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_meta_meta_image_idx\` ON \`galleries\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_updated_at_idx\` ON \`galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_created_at_idx\` ON \`galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries__status_idx\` ON \`galleries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`galleries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_rels_order_idx\` ON \`galleries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_parent_idx\` ON \`galleries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_path_idx\` ON \`galleries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_media_id_idx\` ON \`galleries_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_tags_id_idx\` ON \`galleries_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_galleries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_cover_id\` integer,
  	\`version_view\` text DEFAULT 'thumbnails',
  	\`version_view_options_custom\` integer DEFAULT false,
  	\`version_view_options_thumbnail_width\` numeric DEFAULT 240,
  	\`version_view_options_thumbnail_height\` numeric DEFAULT 160,
  	\`version_view_options_max_columns\` numeric DEFAULT 5,
  	\`version_view_options_per_page\` numeric DEFAULT 30,
  	\`version_view_options_title_display\` text DEFAULT 'hover',
  	\`version_view_options_show_description\` integer DEFAULT false,
  	\`version_slideshow_custom\` integer DEFAULT false,
  	\`version_slideshow_interval\` numeric DEFAULT 5,
  	\`version_slideshow_effect\` text DEFAULT 'fade',
  	\`version_slideshow_effect_duration\` numeric DEFAULT 1,
  	\`version_slideshow_autoplay\` integer DEFAULT false,
  	\`version_slideshow_shuffle\` integer DEFAULT false,
  	\`version_slideshow_filmstrip\` integer DEFAULT true,
  	\`version_slideshow_filmstrip_direction\` text DEFAULT 'horizontal',
  	\`version_slideshow_filmstrip_height\` numeric DEFAULT 90,
  	\`version_slideshow_filmstrip_width\` numeric DEFAULT 90,
  	\`version_slideshow_image_width\` numeric DEFAULT 800,
  	\`version_slideshow_image_height\` numeric DEFAULT 500,
  	\`version_slideshow_title_position\` text DEFAULT 'top-right',
  	\`version_slideshow_description_position\` text DEFAULT 'bottom-right',
  	\`version_slideshow_preload_count\` numeric DEFAULT 3,
  	\`version_carousel_custom\` integer DEFAULT false,
  	\`version_carousel_interval\` numeric DEFAULT 5,
  	\`version_carousel_columns\` numeric DEFAULT 3,
  	\`version_carousel_responsive_width\` numeric DEFAULT 800,
  	\`version_carousel_autoplay\` integer DEFAULT false,
  	\`version_carousel_play_pause_button\` integer DEFAULT true,
  	\`version_carousel_prev_next_buttons\` integer DEFAULT true,
  	\`version_lightbox_custom\` integer DEFAULT false,
  	\`version_lightbox_width\` numeric DEFAULT 800,
  	\`version_lightbox_height\` numeric DEFAULT 500,
  	\`version_lightbox_open_fullscreen\` integer DEFAULT false,
  	\`version_lightbox_open_maximized\` integer DEFAULT false,
  	\`version_lightbox_autoplay\` integer DEFAULT false,
  	\`version_lightbox_slideshow_interval\` numeric DEFAULT 5,
  	\`version_lightbox_effect\` text DEFAULT 'fade',
  	\`version_lightbox_effect_duration\` numeric DEFAULT 1,
  	\`version_lightbox_loop\` integer DEFAULT true,
  	\`version_lightbox_preload_count\` numeric DEFAULT 2,
  	\`version_lightbox_control_bar_position\` text DEFAULT 'bottom',
  	\`version_lightbox_filmstrip\` integer DEFAULT true,
  	\`version_lightbox_filmstrip_position\` text DEFAULT 'bottom',
  	\`version_lightbox_filmstrip_size\` numeric DEFAULT 70,
  	\`version_lightbox_info_position\` text DEFAULT 'top',
  	\`version_lightbox_info_always_shown\` integer DEFAULT false,
  	\`version_lightbox_rating_position\` text DEFAULT 'bottom',
  	\`version_lightbox_rating_stars\` numeric DEFAULT 5,
  	\`version_lightbox_rating_icon\` text DEFAULT 'star',
  	\`version_lightbox_rating_size\` numeric DEFAULT 20,
  	\`version_lightbox_hits_position\` text DEFAULT 'bottom',
  	\`version_lightbox_comments_position\` text DEFAULT 'right',
  	\`version_lightbox_comments_width\` numeric DEFAULT 400,
  	\`version_lightbox_share\` integer DEFAULT true,
  	\`version_behaviour_custom\` integer DEFAULT false,
  	\`version_behaviour_thumb_click_action\` text DEFAULT 'open_lightbox',
  	\`version_behaviour_link_target\` text DEFAULT 'same',
  	\`version_behaviour_downloads\` integer DEFAULT false,
  	\`version_behaviour_comments\` integer DEFAULT true,
  	\`version_behaviour_comment_moderation\` integer DEFAULT true,
  	\`version_behaviour_rating\` integer DEFAULT true,
  	\`version_behaviour_hit_counting\` integer DEFAULT true,
  	\`version_behaviour_right_click_protection\` integer DEFAULT false,
  	\`version_watermark_custom\` integer DEFAULT false,
  	\`version_watermark_type\` text DEFAULT 'none',
  	\`version_watermark_opacity\` numeric DEFAULT 30,
  	\`version_watermark_position\` text DEFAULT 'bottom-right',
  	\`version_watermark_font_size\` numeric DEFAULT 24,
  	\`version_watermark_width\` numeric DEFAULT 120,
  	\`version_watermark_height\` numeric DEFAULT 60,
  	\`version_watermark_text\` text,
  	\`version_watermark_image_id\` integer,
  	\`version_legacy_id\` numeric,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_watermark_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_parent_idx\` ON \`_galleries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_slug_idx\` ON \`_galleries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_cover_idx\` ON \`_galleries_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_watermark_version_watermark_image_idx\` ON \`_galleries_v\` (\`version_watermark_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_legacy_id_idx\` ON \`_galleries_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_meta_version_meta_image_idx\` ON \`_galleries_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_updated_at_idx\` ON \`_galleries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_created_at_idx\` ON \`_galleries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version__status_idx\` ON \`_galleries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_created_at_idx\` ON \`_galleries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_updated_at_idx\` ON \`_galleries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_latest_idx\` ON \`_galleries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_galleries_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_order_idx\` ON \`_galleries_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_parent_idx\` ON \`_galleries_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_path_idx\` ON \`_galleries_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_media_id_idx\` ON \`_galleries_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_tags_id_idx\` ON \`_galleries_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`cover_id\` integer,
  	\`album_view\` text DEFAULT 'compact',
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`albums_slug_idx\` ON \`albums\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`albums_cover_idx\` ON \`albums\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`albums_meta_meta_image_idx\` ON \`albums\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`albums_updated_at_idx\` ON \`albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`albums_created_at_idx\` ON \`albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`albums__status_idx\` ON \`albums\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`albums_rels_order_idx\` ON \`albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_parent_idx\` ON \`albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_path_idx\` ON \`albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_galleries_id_idx\` ON \`albums_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_albums_id_idx\` ON \`albums_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_cover_id\` integer,
  	\`version_album_view\` text DEFAULT 'compact',
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_albums_v_parent_idx\` ON \`_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_slug_idx\` ON \`_albums_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_cover_idx\` ON \`_albums_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_meta_version_meta_image_idx\` ON \`_albums_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_updated_at_idx\` ON \`_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_created_at_idx\` ON \`_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version__status_idx\` ON \`_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_created_at_idx\` ON \`_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_updated_at_idx\` ON \`_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_latest_idx\` ON \`_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`galleries_id\` integer,
  	\`albums_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_order_idx\` ON \`_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_parent_idx\` ON \`_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_path_idx\` ON \`_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_galleries_id_idx\` ON \`_albums_v_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_albums_id_idx\` ON \`_albums_v_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
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
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_galleries_id_idx\` ON \`redirects_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_albums_id_idx\` ON \`redirects_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_order_idx\` ON \`header_nav_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_parent_id_idx\` ON \`header_nav_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_items_order_idx\` ON \`header_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_parent_id_idx\` ON \`header_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`header_rels\` (
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
  await db.run(sql`CREATE INDEX \`header_rels_order_idx\` ON \`header_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_parent_idx\` ON \`header_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_path_idx\` ON \`header_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_galleries_id_idx\` ON \`header_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_albums_id_idx\` ON \`header_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`note\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
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
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_galleries_id_idx\` ON \`footer_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_albums_id_idx\` ON \`footer_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Atrium' NOT NULL,
  	\`tagline\` text,
  	\`default_description\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`contact_address\` text,
  	\`features_search\` integer DEFAULT true,
  	\`features_comments\` integer DEFAULT true,
  	\`features_ratings\` integer DEFAULT true,
  	\`features_hit_counting\` integer DEFAULT true,
  	\`features_sharing\` integer DEFAULT true,
  	\`features_shop\` integer DEFAULT false,
  	\`features_newsletter\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`gallery_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_options_thumbnail_width\` numeric DEFAULT 240 NOT NULL,
  	\`view_options_thumbnail_height\` numeric DEFAULT 160 NOT NULL,
  	\`view_options_max_columns\` numeric DEFAULT 5 NOT NULL,
  	\`view_options_per_page\` numeric DEFAULT 30 NOT NULL,
  	\`view_options_title_display\` text DEFAULT 'hover' NOT NULL,
  	\`view_options_show_description\` integer DEFAULT false,
  	\`lightbox_width\` numeric DEFAULT 800 NOT NULL,
  	\`lightbox_height\` numeric DEFAULT 500 NOT NULL,
  	\`lightbox_open_fullscreen\` integer DEFAULT false,
  	\`lightbox_open_maximized\` integer DEFAULT false,
  	\`lightbox_autoplay\` integer DEFAULT false,
  	\`lightbox_slideshow_interval\` numeric DEFAULT 5 NOT NULL,
  	\`lightbox_effect\` text DEFAULT 'fade' NOT NULL,
  	\`lightbox_effect_duration\` numeric DEFAULT 1 NOT NULL,
  	\`lightbox_loop\` integer DEFAULT true,
  	\`lightbox_preload_count\` numeric DEFAULT 2 NOT NULL,
  	\`lightbox_control_bar_position\` text DEFAULT 'bottom' NOT NULL,
  	\`lightbox_filmstrip\` integer DEFAULT true,
  	\`lightbox_filmstrip_position\` text DEFAULT 'bottom' NOT NULL,
  	\`lightbox_filmstrip_size\` numeric DEFAULT 70 NOT NULL,
  	\`lightbox_info_position\` text DEFAULT 'top' NOT NULL,
  	\`lightbox_info_always_shown\` integer DEFAULT false,
  	\`lightbox_rating_position\` text DEFAULT 'bottom' NOT NULL,
  	\`lightbox_rating_stars\` numeric DEFAULT 5 NOT NULL,
  	\`lightbox_rating_icon\` text DEFAULT 'star' NOT NULL,
  	\`lightbox_rating_size\` numeric DEFAULT 20 NOT NULL,
  	\`lightbox_hits_position\` text DEFAULT 'bottom' NOT NULL,
  	\`lightbox_comments_position\` text DEFAULT 'right' NOT NULL,
  	\`lightbox_comments_width\` numeric DEFAULT 400 NOT NULL,
  	\`lightbox_share\` integer DEFAULT true,
  	\`slideshow_interval\` numeric DEFAULT 5 NOT NULL,
  	\`slideshow_effect\` text DEFAULT 'fade' NOT NULL,
  	\`slideshow_effect_duration\` numeric DEFAULT 1 NOT NULL,
  	\`slideshow_autoplay\` integer DEFAULT false,
  	\`slideshow_shuffle\` integer DEFAULT false,
  	\`slideshow_filmstrip\` integer DEFAULT true,
  	\`slideshow_filmstrip_direction\` text DEFAULT 'horizontal' NOT NULL,
  	\`slideshow_filmstrip_height\` numeric DEFAULT 90 NOT NULL,
  	\`slideshow_filmstrip_width\` numeric DEFAULT 90 NOT NULL,
  	\`slideshow_image_width\` numeric DEFAULT 800 NOT NULL,
  	\`slideshow_image_height\` numeric DEFAULT 500 NOT NULL,
  	\`slideshow_title_position\` text DEFAULT 'top-right' NOT NULL,
  	\`slideshow_description_position\` text DEFAULT 'bottom-right' NOT NULL,
  	\`slideshow_preload_count\` numeric DEFAULT 3 NOT NULL,
  	\`carousel_interval\` numeric DEFAULT 5 NOT NULL,
  	\`carousel_columns\` numeric DEFAULT 3 NOT NULL,
  	\`carousel_responsive_width\` numeric DEFAULT 800 NOT NULL,
  	\`carousel_autoplay\` integer DEFAULT false,
  	\`carousel_play_pause_button\` integer DEFAULT true,
  	\`carousel_prev_next_buttons\` integer DEFAULT true,
  	\`behaviour_thumb_click_action\` text DEFAULT 'open_lightbox' NOT NULL,
  	\`behaviour_link_target\` text DEFAULT 'same' NOT NULL,
  	\`behaviour_downloads\` integer DEFAULT false,
  	\`behaviour_comments\` integer DEFAULT true,
  	\`behaviour_comment_moderation\` integer DEFAULT true,
  	\`behaviour_rating\` integer DEFAULT true,
  	\`behaviour_hit_counting\` integer DEFAULT true,
  	\`behaviour_right_click_protection\` integer DEFAULT false,
  	\`watermark_type\` text DEFAULT 'none' NOT NULL,
  	\`watermark_opacity\` numeric DEFAULT 30 NOT NULL,
  	\`watermark_position\` text DEFAULT 'bottom-right' NOT NULL,
  	\`watermark_font_size\` numeric DEFAULT 24 NOT NULL,
  	\`watermark_width\` numeric DEFAULT 120 NOT NULL,
  	\`watermark_height\` numeric DEFAULT 60 NOT NULL,
  	\`watermark_text\` text,
  	\`watermark_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`watermark_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_settings_watermark_watermark_image_idx\` ON \`gallery_settings\` (\`watermark_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_block\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_columns_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_block\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_columns_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_rels\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`DROP TABLE \`galleries_rels\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v_rels\`;`)
  await db.run(sql`DROP TABLE \`albums\`;`)
  await db.run(sql`DROP TABLE \`albums_rels\`;`)
  await db.run(sql`DROP TABLE \`_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`gallery_settings\`;`)
}
