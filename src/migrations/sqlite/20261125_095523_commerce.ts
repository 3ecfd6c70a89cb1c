import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pricelists_products_parameters_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`change\` text DEFAULT '0.00',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricelists_products_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricelists_products_parameters_choices_order_idx\` ON \`pricelists_products_parameters_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricelists_products_parameters_choices_parent_id_idx\` ON \`pricelists_products_parameters_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricelists_products_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`type\` text DEFAULT 'select',
  	\`required\` integer DEFAULT false,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricelists_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricelists_products_parameters_order_idx\` ON \`pricelists_products_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricelists_products_parameters_parent_id_idx\` ON \`pricelists_products_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricelists_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` text DEFAULT '0.00',
  	\`description\` text,
  	\`ships\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricelists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricelists_products_order_idx\` ON \`pricelists_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricelists_products_parent_id_idx\` ON \`pricelists_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricelists_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`longest_side\` numeric,
  	\`price\` text DEFAULT '0.00',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricelists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricelists_downloads_order_idx\` ON \`pricelists_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricelists_downloads_parent_id_idx\` ON \`pricelists_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricelists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`tax_rate\` text DEFAULT '0',
  	\`prices_include_tax\` integer DEFAULT true,
  	\`sell_products\` integer DEFAULT true,
  	\`sell_downloads\` integer DEFAULT false,
  	\`download_mode\` text DEFAULT 'checkbox',
  	\`licence\` text,
  	\`shipping_mode\` text DEFAULT 'flat',
  	\`shipping_domestic\` text DEFAULT '0.00' NOT NULL,
  	\`shipping_international\` text DEFAULT '0.00' NOT NULL,
  	\`shipping_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`pricelists_updated_at_idx\` ON \`pricelists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pricelists_created_at_idx\` ON \`pricelists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`lines\` text DEFAULT '[]' NOT NULL,
  	\`count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_key_idx\` ON \`carts\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`photo_title\` text,
  	\`kind\` text,
  	\`product\` text,
  	\`parameters\` text,
  	\`quantity\` numeric,
  	\`unit_price\` numeric,
  	\`total\` numeric,
  	\`price_text\` text,
  	\`longest_side\` numeric,
  	\`key\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_photo_idx\` ON \`orders_lines\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`from\` text,
  	\`to\` text,
  	\`by\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_history_order_idx\` ON \`orders_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_history_parent_id_idx\` ON \`orders_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`billing_line1\` text,
  	\`billing_line2\` text,
  	\`billing_postal_code\` text,
  	\`billing_city\` text,
  	\`billing_country\` text,
  	\`shipping_address_line1\` text,
  	\`shipping_address_line2\` text,
  	\`shipping_address_postal_code\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_country\` text,
  	\`ships\` integer,
  	\`currency\` text,
  	\`subtotal\` numeric,
  	\`tax\` numeric,
  	\`shipping\` numeric,
  	\`total\` numeric,
  	\`total_text\` text,
  	\`tax_included\` integer,
  	\`payment_method\` text,
  	\`payment_reference\` text,
  	\`stripe_session\` text,
  	\`token_nonce\` text,
  	\`links_issued_at\` text,
  	\`link_version\` numeric DEFAULT 1,
  	\`events\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_email_idx\` ON \`orders\` (\`customer_email\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_session_idx\` ON \`orders\` (\`stripe_session\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`pricelist_id\` integer REFERENCES pricelists(id);`)
  await db.run(sql`CREATE INDEX \`media_pricelist_idx\` ON \`media\` (\`pricelist_id\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`pricelist_id\` integer REFERENCES pricelists(id);`)
  await db.run(sql`CREATE INDEX \`galleries_pricelist_idx\` ON \`galleries\` (\`pricelist_id\`);`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_pricelist_id\` integer REFERENCES pricelists(id);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_pricelist_idx\` ON \`_galleries_v\` (\`version_pricelist_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pricelists_id\` integer REFERENCES pricelists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`carts_id\` integer REFERENCES carts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pricelists_id_idx\` ON \`payload_locked_documents_rels\` (\`pricelists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`features_shop\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`shop_panel_position\` text DEFAULT 'right';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`shop_after_add\` text DEFAULT 'stay';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`shop_download_days\` numeric DEFAULT 7;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`shop_bank_instructions\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`shop_notify_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pricelists_products_parameters_choices\`;`)
  await db.run(sql`DROP TABLE \`pricelists_products_parameters\`;`)
  await db.run(sql`DROP TABLE \`pricelists_products\`;`)
  await db.run(sql`DROP TABLE \`pricelists_downloads\`;`)
  await db.run(sql`DROP TABLE \`pricelists\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders_history\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
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
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "title", "caption", "credit", "link_url", "kind", "embed_provider", "embed_url", "embed_width", "embed_height", "legacy_id", "watermarked_by_gallery", "watermarked_by_fingerprint", "placeholder", "exif_camera", "exif_lens", "exif_focal_length", "exif_aperture", "exif_exposure_time", "exif_iso", "exif_taken_at", "exif_gps_latitude", "exif_gps_longitude", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_w320_url", "sizes_w320_width", "sizes_w320_height", "sizes_w320_mime_type", "sizes_w320_filesize", "sizes_w320_filename", "sizes_w640_url", "sizes_w640_width", "sizes_w640_height", "sizes_w640_mime_type", "sizes_w640_filesize", "sizes_w640_filename", "sizes_w960_url", "sizes_w960_width", "sizes_w960_height", "sizes_w960_mime_type", "sizes_w960_filesize", "sizes_w960_filename", "sizes_w1280_url", "sizes_w1280_width", "sizes_w1280_height", "sizes_w1280_mime_type", "sizes_w1280_filesize", "sizes_w1280_filename", "sizes_w1920_url", "sizes_w1920_width", "sizes_w1920_height", "sizes_w1920_mime_type", "sizes_w1920_filesize", "sizes_w1920_filename", "sizes_w2560_url", "sizes_w2560_width", "sizes_w2560_height", "sizes_w2560_mime_type", "sizes_w2560_filesize", "sizes_w2560_filename", "sizes_og_url", "sizes_og_width", "sizes_og_height", "sizes_og_mime_type", "sizes_og_filesize", "sizes_og_filename") SELECT "id", "alt", "title", "caption", "credit", "link_url", "kind", "embed_provider", "embed_url", "embed_width", "embed_height", "legacy_id", "watermarked_by_gallery", "watermarked_by_fingerprint", "placeholder", "exif_camera", "exif_lens", "exif_focal_length", "exif_aperture", "exif_exposure_time", "exif_iso", "exif_taken_at", "exif_gps_latitude", "exif_gps_longitude", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_w320_url", "sizes_w320_width", "sizes_w320_height", "sizes_w320_mime_type", "sizes_w320_filesize", "sizes_w320_filename", "sizes_w640_url", "sizes_w640_width", "sizes_w640_height", "sizes_w640_mime_type", "sizes_w640_filesize", "sizes_w640_filename", "sizes_w960_url", "sizes_w960_width", "sizes_w960_height", "sizes_w960_mime_type", "sizes_w960_filesize", "sizes_w960_filename", "sizes_w1280_url", "sizes_w1280_width", "sizes_w1280_height", "sizes_w1280_mime_type", "sizes_w1280_filesize", "sizes_w1280_filename", "sizes_w1920_url", "sizes_w1920_width", "sizes_w1920_height", "sizes_w1920_mime_type", "sizes_w1920_filesize", "sizes_w1920_filename", "sizes_w2560_url", "sizes_w2560_width", "sizes_w2560_height", "sizes_w2560_mime_type", "sizes_w2560_filesize", "sizes_w2560_filename", "sizes_og_url", "sizes_og_width", "sizes_og_height", "sizes_og_mime_type", "sizes_og_filesize", "sizes_og_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_legacy_id_idx\` ON \`media\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`media_watermarked_by_watermarked_by_gallery_idx\` ON \`media\` (\`watermarked_by_gallery\`);`)
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
  	\`slideshow_music_id\` integer,
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
  	\`lightbox_comments_position\` text DEFAULT 'right',
  	\`lightbox_comments_width\` numeric DEFAULT 400,
  	\`lightbox_share\` integer DEFAULT true,
  	\`behaviour_custom\` integer DEFAULT false,
  	\`behaviour_thumb_click_action\` text DEFAULT 'open_lightbox',
  	\`behaviour_link_target\` text DEFAULT 'same',
  	\`behaviour_downloads\` integer DEFAULT false,
  	\`behaviour_download_original\` integer DEFAULT false,
  	\`behaviour_comments\` integer DEFAULT true,
  	\`behaviour_comment_moderation\` integer DEFAULT true,
  	\`behaviour_comment_email\` integer DEFAULT false,
  	\`behaviour_comment_notify\` integer DEFAULT false,
  	\`behaviour_rating\` integer DEFAULT true,
  	\`behaviour_rating_under_thumbnails\` integer DEFAULT false,
  	\`behaviour_hit_counting\` integer DEFAULT true,
  	\`behaviour_show_view_count\` integer DEFAULT true,
  	\`behaviour_right_click_protection\` integer DEFAULT false,
  	\`watermark_custom\` integer DEFAULT false,
  	\`watermark_type\` text DEFAULT 'none',
  	\`watermark_opacity\` numeric DEFAULT 30,
  	\`watermark_position\` text DEFAULT 'bottom-right',
  	\`watermark_font_size\` numeric DEFAULT 24,
  	\`watermark_width\` numeric DEFAULT 120,
  	\`watermark_height\` numeric DEFAULT 60,
  	\`watermark_allow_original_download\` integer DEFAULT false,
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
  	FOREIGN KEY (\`slideshow_music_id\`) REFERENCES \`audio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`watermark_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries\`("id", "title", "slug", "description", "cover_id", "view", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "slideshow_music_id", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "lightbox_custom", "lightbox_width", "lightbox_height", "lightbox_open_fullscreen", "lightbox_open_maximized", "lightbox_autoplay", "lightbox_slideshow_interval", "lightbox_effect", "lightbox_effect_duration", "lightbox_loop", "lightbox_preload_count", "lightbox_control_bar_position", "lightbox_filmstrip", "lightbox_filmstrip_position", "lightbox_filmstrip_size", "lightbox_info_position", "lightbox_info_always_shown", "lightbox_rating_position", "lightbox_rating_stars", "lightbox_rating_icon", "lightbox_rating_size", "lightbox_comments_position", "lightbox_comments_width", "lightbox_share", "behaviour_custom", "behaviour_thumb_click_action", "behaviour_link_target", "behaviour_downloads", "behaviour_download_original", "behaviour_comments", "behaviour_comment_moderation", "behaviour_comment_email", "behaviour_comment_notify", "behaviour_rating", "behaviour_rating_under_thumbnails", "behaviour_hit_counting", "behaviour_show_view_count", "behaviour_right_click_protection", "watermark_custom", "watermark_type", "watermark_opacity", "watermark_position", "watermark_font_size", "watermark_width", "watermark_height", "watermark_allow_original_download", "watermark_text", "watermark_image_id", "legacy_id", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "cover_id", "view", "view_options_custom", "view_options_thumbnail_width", "view_options_thumbnail_height", "view_options_max_columns", "view_options_per_page", "view_options_title_display", "view_options_show_description", "view_options_masonry_type", "view_options_mosaic_direction", "view_options_mosaic_resizable", "view_options_blog_image_width", "view_options_lazy_load", "controls_custom", "controls_search", "controls_tag_filter", "controls_sort_select", "controls_default_sort", "controls_default_dir", "controls_paging", "slideshow_custom", "slideshow_interval", "slideshow_effect", "slideshow_effect_duration", "slideshow_autoplay", "slideshow_shuffle", "slideshow_filmstrip", "slideshow_filmstrip_direction", "slideshow_filmstrip_height", "slideshow_filmstrip_width", "slideshow_filmstrip_count", "slideshow_image_width", "slideshow_image_height", "slideshow_title_position", "slideshow_description_position", "slideshow_preload_count", "slideshow_music_id", "carousel_custom", "carousel_interval", "carousel_columns", "carousel_responsive_width", "carousel_autoplay", "carousel_play_pause_button", "carousel_prev_next_buttons", "lightbox_custom", "lightbox_width", "lightbox_height", "lightbox_open_fullscreen", "lightbox_open_maximized", "lightbox_autoplay", "lightbox_slideshow_interval", "lightbox_effect", "lightbox_effect_duration", "lightbox_loop", "lightbox_preload_count", "lightbox_control_bar_position", "lightbox_filmstrip", "lightbox_filmstrip_position", "lightbox_filmstrip_size", "lightbox_info_position", "lightbox_info_always_shown", "lightbox_rating_position", "lightbox_rating_stars", "lightbox_rating_icon", "lightbox_rating_size", "lightbox_comments_position", "lightbox_comments_width", "lightbox_share", "behaviour_custom", "behaviour_thumb_click_action", "behaviour_link_target", "behaviour_downloads", "behaviour_download_original", "behaviour_comments", "behaviour_comment_moderation", "behaviour_comment_email", "behaviour_comment_notify", "behaviour_rating", "behaviour_rating_under_thumbnails", "behaviour_hit_counting", "behaviour_show_view_count", "behaviour_right_click_protection", "watermark_custom", "watermark_type", "watermark_opacity", "watermark_position", "watermark_font_size", "watermark_width", "watermark_height", "watermark_allow_original_download", "watermark_text", "watermark_image_id", "legacy_id", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`galleries\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries\` RENAME TO \`galleries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_slug_idx\` ON \`galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`galleries_cover_idx\` ON \`galleries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_slideshow_slideshow_music_idx\` ON \`galleries\` (\`slideshow_music_id\`);`)
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
  	\`version_slideshow_music_id\` integer,
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
  	\`version_lightbox_comments_position\` text DEFAULT 'right',
  	\`version_lightbox_comments_width\` numeric DEFAULT 400,
  	\`version_lightbox_share\` integer DEFAULT true,
  	\`version_behaviour_custom\` integer DEFAULT false,
  	\`version_behaviour_thumb_click_action\` text DEFAULT 'open_lightbox',
  	\`version_behaviour_link_target\` text DEFAULT 'same',
  	\`version_behaviour_downloads\` integer DEFAULT false,
  	\`version_behaviour_download_original\` integer DEFAULT false,
  	\`version_behaviour_comments\` integer DEFAULT true,
  	\`version_behaviour_comment_moderation\` integer DEFAULT true,
  	\`version_behaviour_comment_email\` integer DEFAULT false,
  	\`version_behaviour_comment_notify\` integer DEFAULT false,
  	\`version_behaviour_rating\` integer DEFAULT true,
  	\`version_behaviour_rating_under_thumbnails\` integer DEFAULT false,
  	\`version_behaviour_hit_counting\` integer DEFAULT true,
  	\`version_behaviour_show_view_count\` integer DEFAULT true,
  	\`version_behaviour_right_click_protection\` integer DEFAULT false,
  	\`version_watermark_custom\` integer DEFAULT false,
  	\`version_watermark_type\` text DEFAULT 'none',
  	\`version_watermark_opacity\` numeric DEFAULT 30,
  	\`version_watermark_position\` text DEFAULT 'bottom-right',
  	\`version_watermark_font_size\` numeric DEFAULT 24,
  	\`version_watermark_width\` numeric DEFAULT 120,
  	\`version_watermark_height\` numeric DEFAULT 60,
  	\`version_watermark_allow_original_download\` integer DEFAULT false,
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
  	FOREIGN KEY (\`version_slideshow_music_id\`) REFERENCES \`audio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_watermark_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__galleries_v\`("id", "parent_id", "version_title", "version_slug", "version_description", "version_cover_id", "version_view", "version_view_options_custom", "version_view_options_thumbnail_width", "version_view_options_thumbnail_height", "version_view_options_max_columns", "version_view_options_per_page", "version_view_options_title_display", "version_view_options_show_description", "version_view_options_masonry_type", "version_view_options_mosaic_direction", "version_view_options_mosaic_resizable", "version_view_options_blog_image_width", "version_view_options_lazy_load", "version_controls_custom", "version_controls_search", "version_controls_tag_filter", "version_controls_sort_select", "version_controls_default_sort", "version_controls_default_dir", "version_controls_paging", "version_slideshow_custom", "version_slideshow_interval", "version_slideshow_effect", "version_slideshow_effect_duration", "version_slideshow_autoplay", "version_slideshow_shuffle", "version_slideshow_filmstrip", "version_slideshow_filmstrip_direction", "version_slideshow_filmstrip_height", "version_slideshow_filmstrip_width", "version_slideshow_filmstrip_count", "version_slideshow_image_width", "version_slideshow_image_height", "version_slideshow_title_position", "version_slideshow_description_position", "version_slideshow_preload_count", "version_slideshow_music_id", "version_carousel_custom", "version_carousel_interval", "version_carousel_columns", "version_carousel_responsive_width", "version_carousel_autoplay", "version_carousel_play_pause_button", "version_carousel_prev_next_buttons", "version_lightbox_custom", "version_lightbox_width", "version_lightbox_height", "version_lightbox_open_fullscreen", "version_lightbox_open_maximized", "version_lightbox_autoplay", "version_lightbox_slideshow_interval", "version_lightbox_effect", "version_lightbox_effect_duration", "version_lightbox_loop", "version_lightbox_preload_count", "version_lightbox_control_bar_position", "version_lightbox_filmstrip", "version_lightbox_filmstrip_position", "version_lightbox_filmstrip_size", "version_lightbox_info_position", "version_lightbox_info_always_shown", "version_lightbox_rating_position", "version_lightbox_rating_stars", "version_lightbox_rating_icon", "version_lightbox_rating_size", "version_lightbox_comments_position", "version_lightbox_comments_width", "version_lightbox_share", "version_behaviour_custom", "version_behaviour_thumb_click_action", "version_behaviour_link_target", "version_behaviour_downloads", "version_behaviour_download_original", "version_behaviour_comments", "version_behaviour_comment_moderation", "version_behaviour_comment_email", "version_behaviour_comment_notify", "version_behaviour_rating", "version_behaviour_rating_under_thumbnails", "version_behaviour_hit_counting", "version_behaviour_show_view_count", "version_behaviour_right_click_protection", "version_watermark_custom", "version_watermark_type", "version_watermark_opacity", "version_watermark_position", "version_watermark_font_size", "version_watermark_width", "version_watermark_height", "version_watermark_allow_original_download", "version_watermark_text", "version_watermark_image_id", "version_legacy_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_description", "version_cover_id", "version_view", "version_view_options_custom", "version_view_options_thumbnail_width", "version_view_options_thumbnail_height", "version_view_options_max_columns", "version_view_options_per_page", "version_view_options_title_display", "version_view_options_show_description", "version_view_options_masonry_type", "version_view_options_mosaic_direction", "version_view_options_mosaic_resizable", "version_view_options_blog_image_width", "version_view_options_lazy_load", "version_controls_custom", "version_controls_search", "version_controls_tag_filter", "version_controls_sort_select", "version_controls_default_sort", "version_controls_default_dir", "version_controls_paging", "version_slideshow_custom", "version_slideshow_interval", "version_slideshow_effect", "version_slideshow_effect_duration", "version_slideshow_autoplay", "version_slideshow_shuffle", "version_slideshow_filmstrip", "version_slideshow_filmstrip_direction", "version_slideshow_filmstrip_height", "version_slideshow_filmstrip_width", "version_slideshow_filmstrip_count", "version_slideshow_image_width", "version_slideshow_image_height", "version_slideshow_title_position", "version_slideshow_description_position", "version_slideshow_preload_count", "version_slideshow_music_id", "version_carousel_custom", "version_carousel_interval", "version_carousel_columns", "version_carousel_responsive_width", "version_carousel_autoplay", "version_carousel_play_pause_button", "version_carousel_prev_next_buttons", "version_lightbox_custom", "version_lightbox_width", "version_lightbox_height", "version_lightbox_open_fullscreen", "version_lightbox_open_maximized", "version_lightbox_autoplay", "version_lightbox_slideshow_interval", "version_lightbox_effect", "version_lightbox_effect_duration", "version_lightbox_loop", "version_lightbox_preload_count", "version_lightbox_control_bar_position", "version_lightbox_filmstrip", "version_lightbox_filmstrip_position", "version_lightbox_filmstrip_size", "version_lightbox_info_position", "version_lightbox_info_always_shown", "version_lightbox_rating_position", "version_lightbox_rating_stars", "version_lightbox_rating_icon", "version_lightbox_rating_size", "version_lightbox_comments_position", "version_lightbox_comments_width", "version_lightbox_share", "version_behaviour_custom", "version_behaviour_thumb_click_action", "version_behaviour_link_target", "version_behaviour_downloads", "version_behaviour_download_original", "version_behaviour_comments", "version_behaviour_comment_moderation", "version_behaviour_comment_email", "version_behaviour_comment_notify", "version_behaviour_rating", "version_behaviour_rating_under_thumbnails", "version_behaviour_hit_counting", "version_behaviour_show_view_count", "version_behaviour_right_click_protection", "version_watermark_custom", "version_watermark_type", "version_watermark_opacity", "version_watermark_position", "version_watermark_font_size", "version_watermark_width", "version_watermark_height", "version_watermark_allow_original_download", "version_watermark_text", "version_watermark_image_id", "version_legacy_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__galleries_v\` RENAME TO \`_galleries_v\`;`)
  await db.run(sql`CREATE INDEX \`_galleries_v_parent_idx\` ON \`_galleries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_slug_idx\` ON \`_galleries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_cover_idx\` ON \`_galleries_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_slideshow_version_slideshow_music_idx\` ON \`_galleries_v\` (\`version_slideshow_music_id\`);`)
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
  	\`portfolio_id\` integer,
  	\`portfolio_categories_id\` integer,
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
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`search_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "portfolio_id", "portfolio_categories_id", "media_id", "videos_id", "tags_id", "users_id", "galleries_id", "albums_id", "audio_id", "comments_id", "photo_ratings_id", "photo_stats_id", "forms_id", "form_submissions_id", "subscribers_id", "search_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "portfolio_id", "portfolio_categories_id", "media_id", "videos_id", "tags_id", "users_id", "galleries_id", "albums_id", "audio_id", "comments_id", "photo_ratings_id", "photo_stats_id", "forms_id", "form_submissions_id", "subscribers_id", "search_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_categories_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`features_shop\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`shop_panel_position\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`shop_after_add\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`shop_download_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`shop_bank_instructions\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`shop_notify_email\`;`)
}
