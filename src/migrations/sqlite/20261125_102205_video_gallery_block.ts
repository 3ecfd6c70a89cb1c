import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_video_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`gallery_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`video_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_gallery_order_idx\` ON \`pages_blocks_video_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_gallery_parent_id_idx\` ON \`pages_blocks_video_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_gallery_path_idx\` ON \`pages_blocks_video_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_gallery_gallery_idx\` ON \`pages_blocks_video_gallery\` (\`gallery_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`gallery_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`video_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_gallery_order_idx\` ON \`_pages_v_blocks_video_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_gallery_parent_id_idx\` ON \`_pages_v_blocks_video_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_gallery_path_idx\` ON \`_pages_v_blocks_video_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_gallery_gallery_idx\` ON \`_pages_v_blocks_video_gallery\` (\`gallery_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_video_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_gallery\`;`)
}
