import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand-corrected: the generator copied columns that do not exist yet from the old gallery-block tables.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text,
  	\`album_view\` text,
  	\`limit\` numeric,
  	\`theme\` text DEFAULT 'light',
  	\`colours_background\` text,
  	\`colours_text\` text,
  	\`colours_accent\` text,
  	\`view_options_custom\` integer DEFAULT false,
  	\`view_options_thumbnail_width\` numeric DEFAULT 240,
  	\`view_options_thumbnail_height\` numeric DEFAULT 160,
  	\`view_options_max_columns\` numeric DEFAULT 5,
  	\`view_options_per_page\` numeric DEFAULT 30,
  	\`view_options_title_display\` text DEFAULT 'hover',
  	\`view_options_show_description\` integer DEFAULT false,
  	\`view_options_masonry_type\` text DEFAULT 'vertical',
  	\`view_options_mosaic_direction\` text DEFAULT 'horizontal',
  	\`view_options_mosaic_resizable\` integer DEFAULT true,
  	\`view_options_blog_image_width\` numeric DEFAULT 900,
  	\`view_options_lazy_load\` integer DEFAULT true,
  	\`controls_custom\` integer DEFAULT false,
  	\`controls_search\` integer DEFAULT true,
  	\`controls_tag_filter\` integer DEFAULT true,
  	\`controls_sort_select\` integer DEFAULT true,
  	\`controls_default_sort\` text DEFAULT 'order',
  	\`controls_default_dir\` text DEFAULT 'asc',
  	\`controls_paging\` text DEFAULT 'pagination',
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
  	\`slideshow_filmstrip_count\` numeric DEFAULT 0,
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "block_name" FROM \`pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_gallery\` RENAME TO \`pages_blocks_gallery\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text,
  	\`album_view\` text,
  	\`limit\` numeric,
  	\`theme\` text DEFAULT 'light',
  	\`colours_background\` text,
  	\`colours_text\` text,
  	\`colours_accent\` text,
  	\`view_options_custom\` integer DEFAULT false,
  	\`view_options_thumbnail_width\` numeric DEFAULT 240,
  	\`view_options_thumbnail_height\` numeric DEFAULT 160,
  	\`view_options_max_columns\` numeric DEFAULT 5,
  	\`view_options_per_page\` numeric DEFAULT 30,
  	\`view_options_title_display\` text DEFAULT 'hover',
  	\`view_options_show_description\` integer DEFAULT false,
  	\`view_options_masonry_type\` text DEFAULT 'vertical',
  	\`view_options_mosaic_direction\` text DEFAULT 'horizontal',
  	\`view_options_mosaic_resizable\` integer DEFAULT true,
  	\`view_options_blog_image_width\` numeric DEFAULT 900,
  	\`view_options_lazy_load\` integer DEFAULT true,
  	\`controls_custom\` integer DEFAULT false,
  	\`controls_search\` integer DEFAULT true,
  	\`controls_tag_filter\` integer DEFAULT true,
  	\`controls_sort_select\` integer DEFAULT true,
  	\`controls_default_sort\` text DEFAULT 'order',
  	\`controls_default_dir\` text DEFAULT 'asc',
  	\`controls_paging\` text DEFAULT 'pagination',
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
  	\`slideshow_filmstrip_count\` numeric DEFAULT 0,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "_uuid", "block_name" FROM \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_gallery\` RENAME TO \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`view_options_masonry_type\` text DEFAULT 'vertical';`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`view_options_mosaic_direction\` text DEFAULT 'horizontal';`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`view_options_mosaic_resizable\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`view_options_blog_image_width\` numeric DEFAULT 900;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`view_options_lazy_load\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_custom\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_search\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_tag_filter\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_sort_select\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_default_sort\` text DEFAULT 'order';`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_default_dir\` text DEFAULT 'asc';`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`controls_paging\` text DEFAULT 'pagination';`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`slideshow_filmstrip_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_view_options_masonry_type\` text DEFAULT 'vertical';`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_view_options_mosaic_direction\` text DEFAULT 'horizontal';`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_view_options_mosaic_resizable\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_view_options_blog_image_width\` numeric DEFAULT 900;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_view_options_lazy_load\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_custom\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_search\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_tag_filter\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_sort_select\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_default_sort\` text DEFAULT 'order';`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_default_dir\` text DEFAULT 'asc';`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_controls_paging\` text DEFAULT 'pagination';`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_slideshow_filmstrip_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`albums\` ADD \`gallery_view\` text;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`version_gallery_view\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`view_options_masonry_type\` text DEFAULT 'vertical' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`view_options_mosaic_direction\` text DEFAULT 'horizontal' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`view_options_mosaic_resizable\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`view_options_blog_image_width\` numeric DEFAULT 900 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`view_options_lazy_load\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`controls_search\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`controls_tag_filter\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`controls_sort_select\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`controls_default_sort\` text DEFAULT 'order' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`controls_default_dir\` text DEFAULT 'asc' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`controls_paging\` text DEFAULT 'pagination' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`slideshow_filmstrip_count\` numeric DEFAULT 0 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_gallery\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "block_name" FROM \`pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_gallery\` RENAME TO \`pages_blocks_gallery\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_gallery\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "view", "limit", "theme", "_uuid", "block_name" FROM \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_gallery\` RENAME TO \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`view_options_masonry_type\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`view_options_mosaic_direction\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`view_options_mosaic_resizable\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`view_options_blog_image_width\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`view_options_lazy_load\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_custom\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_search\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_tag_filter\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_sort_select\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_default_sort\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_default_dir\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`controls_paging\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`slideshow_filmstrip_count\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_view_options_masonry_type\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_view_options_mosaic_direction\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_view_options_mosaic_resizable\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_view_options_blog_image_width\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_view_options_lazy_load\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_custom\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_search\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_tag_filter\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_sort_select\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_default_sort\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_default_dir\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_controls_paging\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_slideshow_filmstrip_count\`;`)
  await db.run(sql`ALTER TABLE \`albums\` DROP COLUMN \`gallery_view\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`version_gallery_view\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`view_options_masonry_type\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`view_options_mosaic_direction\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`view_options_mosaic_resizable\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`view_options_blog_image_width\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`view_options_lazy_load\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`controls_search\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`controls_tag_filter\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`controls_sort_select\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`controls_default_sort\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`controls_default_dir\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`controls_paging\`;`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` DROP COLUMN \`slideshow_filmstrip_count\`;`)
}
