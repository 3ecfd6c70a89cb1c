import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hotspots_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`x\` numeric,
  	\`y\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hotspots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspots_hotspots_order_idx\` ON \`pages_blocks_hotspots_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspots_hotspots_parent_id_idx\` ON \`pages_blocks_hotspots_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspots_order_idx\` ON \`pages_blocks_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspots_parent_id_idx\` ON \`pages_blocks_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspots_path_idx\` ON \`pages_blocks_hotspots\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspots_image_idx\` ON \`pages_blocks_hotspots\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotspots_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hotspots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspots_hotspots_order_idx\` ON \`_pages_v_blocks_hotspots_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspots_hotspots_parent_id_idx\` ON \`_pages_v_blocks_hotspots_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspots_order_idx\` ON \`_pages_v_blocks_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspots_parent_id_idx\` ON \`_pages_v_blocks_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspots_path_idx\` ON \`_pages_v_blocks_hotspots\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspots_image_idx\` ON \`_pages_v_blocks_hotspots\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`header_nav_items_children\` ADD \`column\` text;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` ADD \`mega_menu\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`consent_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`consent_message\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`consent_policy_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`features_entrance_animations\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hotspots_hotspots\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotspots\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotspots_hotspots\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotspots\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items_children\` DROP COLUMN \`column\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` DROP COLUMN \`mega_menu\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`consent_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`consent_message\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`consent_policy_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`features_entrance_animations\`;`)
}
