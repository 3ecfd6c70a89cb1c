import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_media_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`clip_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`clip_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_order_idx\` ON \`pages_blocks_media_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_parent_id_idx\` ON \`pages_blocks_media_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_path_idx\` ON \`pages_blocks_media_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_clip_idx\` ON \`pages_blocks_media_player\` (\`clip_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`clip_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`clip_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_order_idx\` ON \`_pages_v_blocks_media_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_parent_id_idx\` ON \`_pages_v_blocks_media_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_path_idx\` ON \`_pages_v_blocks_media_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_clip_idx\` ON \`_pages_v_blocks_media_player\` (\`clip_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'captions' NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`label\` text NOT NULL,
  	\`vtt\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_tracks_order_idx\` ON \`videos_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`videos_tracks_parent_id_idx\` ON \`videos_tracks\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`clip_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`media_clip_idx\` ON \`media\` (\`clip_id\`);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`stream_status\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`stream_message\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`stream_rungs\` text;`)
  await db.run(sql`CREATE INDEX \`videos_stream_stream_status_idx\` ON \`videos\` (\`stream_status\`);`)
  await db.run(sql`ALTER TABLE \`video_galleries\` ADD \`autonext\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`video_galleries\` ADD \`thumbplay\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_media_player\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_player\`;`)
  await db.run(sql`DROP TABLE \`videos_tracks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
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
  	\`watermarked_by_gallery\` numeric,
  	\`watermarked_by_fingerprint\` text,
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
  	\`pricelist_id\` integer,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
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
  	\`sizes_og_filename\` text,
  	FOREIGN KEY (\`pricelist_id\`) REFERENCES \`pricelists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "title", "caption", "credit", "link_url", "kind", "embed_provider", "embed_url", "embed_width", "embed_height", "legacy_id", "watermarked_by_gallery", "watermarked_by_fingerprint", "placeholder", "exif_camera", "exif_lens", "exif_focal_length", "exif_aperture", "exif_exposure_time", "exif_iso", "exif_taken_at", "exif_gps_latitude", "exif_gps_longitude", "pricelist_id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_w320_url", "sizes_w320_width", "sizes_w320_height", "sizes_w320_mime_type", "sizes_w320_filesize", "sizes_w320_filename", "sizes_w640_url", "sizes_w640_width", "sizes_w640_height", "sizes_w640_mime_type", "sizes_w640_filesize", "sizes_w640_filename", "sizes_w960_url", "sizes_w960_width", "sizes_w960_height", "sizes_w960_mime_type", "sizes_w960_filesize", "sizes_w960_filename", "sizes_w1280_url", "sizes_w1280_width", "sizes_w1280_height", "sizes_w1280_mime_type", "sizes_w1280_filesize", "sizes_w1280_filename", "sizes_w1920_url", "sizes_w1920_width", "sizes_w1920_height", "sizes_w1920_mime_type", "sizes_w1920_filesize", "sizes_w1920_filename", "sizes_w2560_url", "sizes_w2560_width", "sizes_w2560_height", "sizes_w2560_mime_type", "sizes_w2560_filesize", "sizes_w2560_filename", "sizes_og_url", "sizes_og_width", "sizes_og_height", "sizes_og_mime_type", "sizes_og_filesize", "sizes_og_filename") SELECT "id", "alt", "title", "caption", "credit", "link_url", "kind", "embed_provider", "embed_url", "embed_width", "embed_height", "legacy_id", "watermarked_by_gallery", "watermarked_by_fingerprint", "placeholder", "exif_camera", "exif_lens", "exif_focal_length", "exif_aperture", "exif_exposure_time", "exif_iso", "exif_taken_at", "exif_gps_latitude", "exif_gps_longitude", "pricelist_id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_w320_url", "sizes_w320_width", "sizes_w320_height", "sizes_w320_mime_type", "sizes_w320_filesize", "sizes_w320_filename", "sizes_w640_url", "sizes_w640_width", "sizes_w640_height", "sizes_w640_mime_type", "sizes_w640_filesize", "sizes_w640_filename", "sizes_w960_url", "sizes_w960_width", "sizes_w960_height", "sizes_w960_mime_type", "sizes_w960_filesize", "sizes_w960_filename", "sizes_w1280_url", "sizes_w1280_width", "sizes_w1280_height", "sizes_w1280_mime_type", "sizes_w1280_filesize", "sizes_w1280_filename", "sizes_w1920_url", "sizes_w1920_width", "sizes_w1920_height", "sizes_w1920_mime_type", "sizes_w1920_filesize", "sizes_w1920_filename", "sizes_w2560_url", "sizes_w2560_width", "sizes_w2560_height", "sizes_w2560_mime_type", "sizes_w2560_filesize", "sizes_w2560_filename", "sizes_og_url", "sizes_og_width", "sizes_og_height", "sizes_og_mime_type", "sizes_og_filesize", "sizes_og_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_legacy_id_idx\` ON \`media\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`media_watermarked_by_watermarked_by_gallery_idx\` ON \`media\` (\`watermarked_by_gallery\`);`)
  await db.run(sql`CREATE INDEX \`media_pricelist_idx\` ON \`media\` (\`pricelist_id\`);`)
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
  await db.run(sql`DROP INDEX \`videos_stream_stream_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`stream_status\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`stream_message\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`stream_rungs\`;`)
  await db.run(sql`ALTER TABLE \`video_galleries\` DROP COLUMN \`autonext\`;`)
  await db.run(sql`ALTER TABLE \`video_galleries\` DROP COLUMN \`thumbplay\`;`)
}
