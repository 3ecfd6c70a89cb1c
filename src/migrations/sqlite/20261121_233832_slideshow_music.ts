import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`credit\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`audio_updated_at_idx\` ON \`audio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audio_created_at_idx\` ON \`audio\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audio_filename_idx\` ON \`audio\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`slideshow_music_id\` integer REFERENCES audio(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_slideshow_slideshow_music_idx\` ON \`pages_blocks_gallery\` (\`slideshow_music_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`slideshow_music_id\` integer REFERENCES audio(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_slideshow_slideshow_music_idx\` ON \`_pages_v_blocks_gallery\` (\`slideshow_music_id\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`slideshow_music_id\` integer REFERENCES audio(id);`)
  await db.run(sql`CREATE INDEX \`galleries_slideshow_slideshow_music_idx\` ON \`galleries\` (\`slideshow_music_id\`);`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_slideshow_music_id\` integer REFERENCES audio(id);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_slideshow_version_slideshow_music_idx\` ON \`_galleries_v\` (\`version_slideshow_music_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audio_id\` integer REFERENCES audio(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_id\`);`)
  await db.run(sql`ALTER TABLE \`gallery_settings\` ADD \`slideshow_music_id\` integer REFERENCES audio(id);`)
  await db.run(sql`CREATE INDEX \`gallery_settings_slideshow_slideshow_music_idx\` ON \`gallery_settings\` (\`slideshow_music_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audio\`;`)
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "view", "album_view", "limit", "theme", "colours_background", "colours_text", "colours_accent", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "view", "album_view", "limit", "theme", "colours_background", "colours_text", "colours_accent", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "block_name" FROM \`pages_blocks_gallery\`;`)
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "view", "album_view", "limit", "theme", "colours_background", "colours_text", "colours_accent", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "view", "album_view", "limit", "theme", "colours_background", "colours_text", "colours_accent", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "_uuid", "block_name" FROM \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_gallery\` RENAME TO \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_galleries\` (
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
  await db.run(sql`INSERT INTO \`__new_galleries\`("id", "title", "slug", "description", "cover_id", "view", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "lightbox_custom", "lightbox_width", "lightbox_height", "lightbox_open_fullscreen", "lightbox_open_maximized", "lightbox_autoplay", "lightbox_slideshow_interval", "lightbox_effect", "lightbox_effect_duration", "lightbox_loop", "lightbox_preload_count", "lightbox_control_bar_position", "lightbox_filmstrip", "lightbox_filmstrip_position", "lightbox_filmstrip_size", "lightbox_info_position", "lightbox_info_always_shown", "lightbox_rating_position", "lightbox_rating_stars", "lightbox_rating_icon", "lightbox_rating_size", "lightbox_hits_position", "lightbox_comments_position", "lightbox_comments_width", "lightbox_share", "behaviour_custom", "behaviour_thumb_click_action", "behaviour_link_target", "behaviour_downloads", "behaviour_comments", "behaviour_comment_moderation", "behaviour_rating", "behaviour_hit_counting", "behaviour_right_click_protection", "watermark_custom", "watermark_type", "watermark_opacity", "watermark_position", "watermark_font_size", "watermark_width", "watermark_height", "watermark_text", "watermark_image_id", "legacy_id", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "cover_id", "view", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "lightbox_custom", "lightbox_width", "lightbox_height", "lightbox_open_fullscreen", "lightbox_open_maximized", "lightbox_autoplay", "lightbox_slideshow_interval", "lightbox_effect", "lightbox_effect_duration", "lightbox_loop", "lightbox_preload_count", "lightbox_control_bar_position", "lightbox_filmstrip", "lightbox_filmstrip_position", "lightbox_filmstrip_size", "lightbox_info_position", "lightbox_info_always_shown", "lightbox_rating_position", "lightbox_rating_stars", "lightbox_rating_icon", "lightbox_rating_size", "lightbox_hits_position", "lightbox_comments_position", "lightbox_comments_width", "lightbox_share", "behaviour_custom", "behaviour_thumb_click_action", "behaviour_link_target", "behaviour_downloads", "behaviour_comments", "behaviour_comment_moderation", "behaviour_rating", "behaviour_hit_counting", "behaviour_right_click_protection", "watermark_custom", "watermark_type", "watermark_opacity", "watermark_position", "watermark_font_size", "watermark_width", "watermark_height", "watermark_text", "watermark_image_id", "legacy_id", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`galleries\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries\` RENAME TO \`galleries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_slug_idx\` ON \`galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`galleries_cover_idx\` ON \`galleries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_watermark_watermark_image_idx\` ON \`galleries\` (\`watermark_image_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_legacy_id_idx\` ON \`galleries\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_meta_meta_image_idx\` ON \`galleries\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_updated_at_idx\` ON \`galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_created_at_idx\` ON \`galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries__status_idx\` ON \`galleries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__galleries_v\` (
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
  	\`version_view_options_masonry_type\` text DEFAULT 'vertical',
  	\`version_view_options_mosaic_direction\` text DEFAULT 'horizontal',
  	\`version_view_options_mosaic_resizable\` integer DEFAULT true,
  	\`version_view_options_blog_image_width\` numeric DEFAULT 900,
  	\`version_view_options_lazy_load\` integer DEFAULT true,
  	\`version_controls_custom\` integer DEFAULT false,
  	\`version_controls_search\` integer DEFAULT true,
  	\`version_controls_tag_filter\` integer DEFAULT true,
  	\`version_controls_sort_select\` integer DEFAULT true,
  	\`version_controls_default_sort\` text DEFAULT 'order',
  	\`version_controls_default_dir\` text DEFAULT 'asc',
  	\`version_controls_paging\` text DEFAULT 'pagination',
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
  	\`version_slideshow_filmstrip_count\` numeric DEFAULT 0,
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
  await db.run(sql`INSERT INTO \`__new__galleries_v\`("id", "parent_id", "version_title", "version_slug", "version_description", "version_cover_id", "version_view", "version_view_options_custom", "version_view_options_thumbnail_width", "version_view_options_thumbnail_height", "version_view_options_max_columns", "version_view_options_per_page", "version_view_options_title_display", "version_view_options_show_description", "version_view_options_masonry_type", "version_view_options_mosaic_direction", "version_view_options_mosaic_resizable", "version_view_options_blog_image_width", "version_view_options_lazy_load", "version_controls_custom", "version_controls_search", "version_controls_tag_filter", "version_controls_sort_select", "version_controls_default_sort", "version_controls_default_dir", "version_controls_paging", "version_slideshow_custom", "version_slideshow_interval", "version_slideshow_effect", "version_slideshow_effect_duration", "version_slideshow_autoplay", "version_slideshow_shuffle", "version_slideshow_filmstrip", "version_slideshow_filmstrip_direction", "version_slideshow_filmstrip_height", "version_slideshow_filmstrip_width", "version_slideshow_filmstrip_count", "version_slideshow_image_width", "version_slideshow_image_height", "version_slideshow_title_position", "version_slideshow_description_position", "version_slideshow_preload_count", "version_carousel_custom", "version_carousel_interval", "version_carousel_columns", "version_carousel_responsive_width", "version_carousel_autoplay", "version_carousel_play_pause_button", "version_carousel_prev_next_buttons", "version_lightbox_custom", "version_lightbox_width", "version_lightbox_height", "version_lightbox_open_fullscreen", "version_lightbox_open_maximized", "version_lightbox_autoplay", "version_lightbox_slideshow_interval", "version_lightbox_effect", "version_lightbox_effect_duration", "version_lightbox_loop", "version_lightbox_preload_count", "version_lightbox_control_bar_position", "version_lightbox_filmstrip", "version_lightbox_filmstrip_position", "version_lightbox_filmstrip_size", "version_lightbox_info_position", "version_lightbox_info_always_shown", "version_lightbox_rating_position", "version_lightbox_rating_stars", "version_lightbox_rating_icon", "version_lightbox_rating_size", "version_lightbox_hits_position", "version_lightbox_comments_position", "version_lightbox_comments_width", "version_lightbox_share", "version_behaviour_custom", "version_behaviour_thumb_click_action", "version_behaviour_link_target", "version_behaviour_downloads", "version_behaviour_comments", "version_behaviour_comment_moderation", "version_behaviour_rating", "version_behaviour_hit_counting", "version_behaviour_right_click_protection", "version_watermark_custom", "version_watermark_type", "version_watermark_opacity", "version_watermark_position", "version_watermark_font_size", "version_watermark_width", "version_watermark_height", "version_watermark_text", "version_watermark_image_id", "version_legacy_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_description", "version_cover_id", "version_view", "version_view_options_custom", "version_view_options_thumbnail_width", "version_view_options_thumbnail_height", "version_view_options_max_columns", "version_view_options_per_page", "version_view_options_title_display", "version_view_options_show_description", "version_view_options_masonry_type", "version_view_options_mosaic_direction", "version_view_options_mosaic_resizable", "version_view_options_blog_image_width", "version_view_options_lazy_load", "version_controls_custom", "version_controls_search", "version_controls_tag_filter", "version_controls_sort_select", "version_controls_default_sort", "version_controls_default_dir", "version_controls_paging", "version_slideshow_custom", "version_slideshow_interval", "version_slideshow_effect", "version_slideshow_effect_duration", "version_slideshow_autoplay", "version_slideshow_shuffle", "version_slideshow_filmstrip", "version_slideshow_filmstrip_direction", "version_slideshow_filmstrip_height", "version_slideshow_filmstrip_width", "version_slideshow_filmstrip_count", "version_slideshow_image_width", "version_slideshow_image_height", "version_slideshow_title_position", "version_slideshow_description_position", "version_slideshow_preload_count", "version_carousel_custom", "version_carousel_interval", "version_carousel_columns", "version_carousel_responsive_width", "version_carousel_autoplay", "version_carousel_play_pause_button", "version_carousel_prev_next_buttons", "version_lightbox_custom", "version_lightbox_width", "version_lightbox_height", "version_lightbox_open_fullscreen", "version_lightbox_open_maximized", "version_lightbox_autoplay", "version_lightbox_slideshow_interval", "version_lightbox_effect", "version_lightbox_effect_duration", "version_lightbox_loop", "version_lightbox_preload_count", "version_lightbox_control_bar_position", "version_lightbox_filmstrip", "version_lightbox_filmstrip_position", "version_lightbox_filmstrip_size", "version_lightbox_info_position", "version_lightbox_info_always_shown", "version_lightbox_rating_position", "version_lightbox_rating_stars", "version_lightbox_rating_icon", "version_lightbox_rating_size", "version_lightbox_hits_position", "version_lightbox_comments_position", "version_lightbox_comments_width", "version_lightbox_share", "version_behaviour_custom", "version_behaviour_thumb_click_action", "version_behaviour_link_target", "version_behaviour_downloads", "version_behaviour_comments", "version_behaviour_comment_moderation", "version_behaviour_rating", "version_behaviour_hit_counting", "version_behaviour_right_click_protection", "version_watermark_custom", "version_watermark_type", "version_watermark_opacity", "version_watermark_position", "version_watermark_font_size", "version_watermark_width", "version_watermark_height", "version_watermark_text", "version_watermark_image_id", "version_legacy_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__galleries_v\` RENAME TO \`_galleries_v\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "tags_id", "users_id", "galleries_id", "albums_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "tags_id", "users_id", "galleries_id", "albums_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_gallery_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_options_thumbnail_width\` numeric DEFAULT 240 NOT NULL,
  	\`view_options_thumbnail_height\` numeric DEFAULT 160 NOT NULL,
  	\`view_options_max_columns\` numeric DEFAULT 5 NOT NULL,
  	\`view_options_per_page\` numeric DEFAULT 30 NOT NULL,
  	\`view_options_title_display\` text DEFAULT 'hover' NOT NULL,
  	\`view_options_show_description\` integer DEFAULT false,
  	\`view_options_masonry_type\` text DEFAULT 'vertical' NOT NULL,
  	\`view_options_mosaic_direction\` text DEFAULT 'horizontal' NOT NULL,
  	\`view_options_mosaic_resizable\` integer DEFAULT true,
  	\`view_options_blog_image_width\` numeric DEFAULT 900 NOT NULL,
  	\`view_options_lazy_load\` integer DEFAULT true,
  	\`controls_search\` integer DEFAULT true,
  	\`controls_tag_filter\` integer DEFAULT true,
  	\`controls_sort_select\` integer DEFAULT true,
  	\`controls_default_sort\` text DEFAULT 'order' NOT NULL,
  	\`controls_default_dir\` text DEFAULT 'asc' NOT NULL,
  	\`controls_paging\` text DEFAULT 'pagination' NOT NULL,
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
  	\`slideshow_filmstrip_count\` numeric DEFAULT 0 NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_gallery_settings\`("id", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "lightbox_width", "lightbox_height", "lightbox_open_fullscreen", "lightbox_open_maximized", "lightbox_autoplay", "lightbox_slideshow_interval", "lightbox_effect", "lightbox_effect_duration", "lightbox_loop", "lightbox_preload_count", "lightbox_control_bar_position", "lightbox_filmstrip", "lightbox_filmstrip_position", "lightbox_filmstrip_size", "lightbox_info_position", "lightbox_info_always_shown", "lightbox_rating_position", "lightbox_rating_stars", "lightbox_rating_icon", "lightbox_rating_size", "lightbox_hits_position", "lightbox_comments_position", "lightbox_comments_width", "lightbox_share", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "behaviour_thumb_click_action", "behaviour_link_target", "behaviour_downloads", "behaviour_comments", "behaviour_comment_moderation", "behaviour_rating", "behaviour_hit_counting", "behaviour_right_click_protection", "watermark_type", "watermark_opacity", "watermark_position", "watermark_font_size", "watermark_width", "watermark_height", "watermark_text", "watermark_image_id", "updated_at", "created_at") SELECT "id", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "lightbox_width", "lightbox_height", "lightbox_open_fullscreen", "lightbox_open_maximized", "lightbox_autoplay", "lightbox_slideshow_interval", "lightbox_effect", "lightbox_effect_duration", "lightbox_loop", "lightbox_preload_count", "lightbox_control_bar_position", "lightbox_filmstrip", "lightbox_filmstrip_position", "lightbox_filmstrip_size", "lightbox_info_position", "lightbox_info_always_shown", "lightbox_rating_position", "lightbox_rating_stars", "lightbox_rating_icon", "lightbox_rating_size", "lightbox_hits_position", "lightbox_comments_position", "lightbox_comments_width", "lightbox_share", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "behaviour_thumb_click_action", "behaviour_link_target", "behaviour_downloads", "behaviour_comments", "behaviour_comment_moderation", "behaviour_rating", "behaviour_hit_counting", "behaviour_right_click_protection", "watermark_type", "watermark_opacity", "watermark_position", "watermark_font_size", "watermark_width", "watermark_height", "watermark_text", "watermark_image_id", "updated_at", "created_at" FROM \`gallery_settings\`;`)
  await db.run(sql`DROP TABLE \`gallery_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_settings\` RENAME TO \`gallery_settings\`;`)
  await db.run(sql`CREATE INDEX \`gallery_settings_watermark_watermark_image_idx\` ON \`gallery_settings\` (\`watermark_image_id\`);`)
}
