import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_parallax_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_links_order_idx\` ON \`pages_blocks_parallax_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_links_parent_id_idx\` ON \`pages_blocks_parallax_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`ratio\` numeric DEFAULT 0.5,
  	\`height\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_order_idx\` ON \`pages_blocks_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_parent_id_idx\` ON \`pages_blocks_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_path_idx\` ON \`pages_blocks_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_idx\` ON \`pages_blocks_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_parallax_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_links_order_idx\` ON \`_pages_v_blocks_parallax_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_links_parent_id_idx\` ON \`_pages_v_blocks_parallax_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`ratio\` numeric DEFAULT 0.5,
  	\`height\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_order_idx\` ON \`_pages_v_blocks_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_parent_id_idx\` ON \`_pages_v_blocks_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_path_idx\` ON \`_pages_v_blocks_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_idx\` ON \`_pages_v_blocks_parallax\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_parallax_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_parallax\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_parallax_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_parallax\`;`)
}
