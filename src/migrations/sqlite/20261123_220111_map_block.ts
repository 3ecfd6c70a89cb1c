import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_map_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`address\` text,
  	\`content\` text,
  	\`tooltip\` text DEFAULT 'click',
  	\`icon_id\` integer,
  	\`icon_size\` numeric DEFAULT 40,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_markers_order_idx\` ON \`pages_blocks_map_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_markers_parent_id_idx\` ON \`pages_blocks_map_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_markers_icon_idx\` ON \`pages_blocks_map_markers\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`auto_zoom\` integer DEFAULT true,
  	\`zoom\` numeric DEFAULT 10,
  	\`height\` numeric DEFAULT 420,
  	\`base_layer\` text DEFAULT 'street',
  	\`layer_switch\` integer DEFAULT true,
  	\`zoom_control\` integer DEFAULT true,
  	\`mobile_drag\` integer DEFAULT false,
  	\`hue\` numeric DEFAULT 0,
  	\`saturation\` numeric DEFAULT 0,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_order_idx\` ON \`pages_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_parent_id_idx\` ON \`pages_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_path_idx\` ON \`pages_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_map_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`address\` text,
  	\`content\` text,
  	\`tooltip\` text DEFAULT 'click',
  	\`icon_id\` integer,
  	\`icon_size\` numeric DEFAULT 40,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_markers_order_idx\` ON \`_pages_v_blocks_map_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_markers_parent_id_idx\` ON \`_pages_v_blocks_map_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_markers_icon_idx\` ON \`_pages_v_blocks_map_markers\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`auto_zoom\` integer DEFAULT true,
  	\`zoom\` numeric DEFAULT 10,
  	\`height\` numeric DEFAULT 420,
  	\`base_layer\` text DEFAULT 'street',
  	\`layer_switch\` integer DEFAULT true,
  	\`zoom_control\` integer DEFAULT true,
  	\`mobile_drag\` integer DEFAULT false,
  	\`hue\` numeric DEFAULT 0,
  	\`saturation\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_order_idx\` ON \`_pages_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_parent_id_idx\` ON \`_pages_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_path_idx\` ON \`_pages_v_blocks_map\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_map_markers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_map_markers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_map\`;`)
}
