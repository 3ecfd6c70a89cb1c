import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_hero_style" AS ENUM('standard', 'cover');
  CREATE TYPE "public"."enum_pages_blocks_media_block_width" AS ENUM('content', 'wide');
  CREATE TYPE "public"."enum_pages_blocks_columns_columns_size" AS ENUM('oneThird', 'half', 'twoThirds', 'full');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_gallery_view" AS ENUM('thumbnails', 'masonry', 'mosaic', 'slideshow', 'carousel', 'image-browser', 'blog-style');
  CREATE TYPE "public"."enum_pages_blocks_gallery_theme" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_style" AS ENUM('standard', 'cover');
  CREATE TYPE "public"."enum__pages_v_blocks_media_block_width" AS ENUM('content', 'wide');
  CREATE TYPE "public"."enum__pages_v_blocks_columns_columns_size" AS ENUM('oneThird', 'half', 'twoThirds', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_view" AS ENUM('thumbnails', 'masonry', 'mosaic', 'slideshow', 'carousel', 'image-browser', 'blog-style');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_theme" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_media_kind" AS ENUM('image', 'embed');
  CREATE TYPE "public"."enum_media_embed_provider" AS ENUM('youtube', 'vimeo', 'dailymotion', 'facebook-video', 'facebook-image', 'instagram-post', 'instagram-image', 'instagram-video', 'flickr-image', 'flickr-video', 'imgur', 'google-photos-image');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_galleries_view" AS ENUM('thumbnails', 'masonry', 'mosaic', 'slideshow', 'carousel', 'image-browser', 'blog-style');
  CREATE TYPE "public"."enum_galleries_view_options_title_display" AS ENUM('hover', 'always', 'never');
  CREATE TYPE "public"."enum_galleries_slideshow_effect" AS ENUM('none', 'fade', 'slide', 'cube');
  CREATE TYPE "public"."enum_galleries_slideshow_filmstrip_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_galleries_slideshow_title_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_galleries_slideshow_description_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_galleries_lightbox_effect" AS ENUM('none', 'fade', 'slide', 'cube');
  CREATE TYPE "public"."enum_galleries_lightbox_control_bar_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_galleries_lightbox_filmstrip_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum_galleries_lightbox_info_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_galleries_lightbox_rating_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_galleries_lightbox_rating_icon" AS ENUM('star', 'heart', 'circle');
  CREATE TYPE "public"."enum_galleries_lightbox_hits_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_galleries_lightbox_comments_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_galleries_behaviour_thumb_click_action" AS ENUM('open_lightbox', 'redirect_to_url', 'do_nothing');
  CREATE TYPE "public"."enum_galleries_behaviour_link_target" AS ENUM('same', 'new');
  CREATE TYPE "public"."enum_galleries_watermark_type" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum_galleries_watermark_position" AS ENUM('top-left', 'top-right', 'center', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_galleries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__galleries_v_version_view" AS ENUM('thumbnails', 'masonry', 'mosaic', 'slideshow', 'carousel', 'image-browser', 'blog-style');
  CREATE TYPE "public"."enum__galleries_v_version_view_options_title_display" AS ENUM('hover', 'always', 'never');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_effect" AS ENUM('none', 'fade', 'slide', 'cube');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_filmstrip_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_title_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_description_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_effect" AS ENUM('none', 'fade', 'slide', 'cube');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_control_bar_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_filmstrip_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_info_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_rating_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_rating_icon" AS ENUM('star', 'heart', 'circle');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_hits_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_comments_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__galleries_v_version_behaviour_thumb_click_action" AS ENUM('open_lightbox', 'redirect_to_url', 'do_nothing');
  CREATE TYPE "public"."enum__galleries_v_version_behaviour_link_target" AS ENUM('same', 'new');
  CREATE TYPE "public"."enum__galleries_v_version_watermark_type" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum__galleries_v_version_watermark_position" AS ENUM('top-left', 'top-right', 'center', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__galleries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_albums_album_view" AS ENUM('compact', 'extended', 'masonry');
  CREATE TYPE "public"."enum_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__albums_v_version_album_view" AS ENUM('compact', 'extended', 'masonry');
  CREATE TYPE "public"."enum__albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_nav_items_children_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_nav_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_social_platform" AS ENUM('linkedin', 'facebook', 'instagram', 'youtube', 'x', 'xing');
  CREATE TYPE "public"."enum_gallery_settings_view_options_title_display" AS ENUM('hover', 'always', 'never');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_effect" AS ENUM('none', 'fade', 'slide', 'cube');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_control_bar_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_filmstrip_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_info_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_rating_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_rating_icon" AS ENUM('star', 'heart', 'circle');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_hits_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_comments_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_gallery_settings_slideshow_effect" AS ENUM('none', 'fade', 'slide', 'cube');
  CREATE TYPE "public"."enum_gallery_settings_slideshow_filmstrip_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_gallery_settings_slideshow_title_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_gallery_settings_slideshow_description_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_gallery_settings_behaviour_thumb_click_action" AS ENUM('open_lightbox', 'redirect_to_url', 'do_nothing');
  CREATE TYPE "public"."enum_gallery_settings_behaviour_link_target" AS ENUM('same', 'new');
  CREATE TYPE "public"."enum_gallery_settings_watermark_type" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum_gallery_settings_watermark_position" AS ENUM('top-left', 'top-right', 'center', 'bottom-left', 'bottom-right');
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_hero_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"style" "enum_pages_blocks_hero_style" DEFAULT 'standard',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"width" "enum_pages_blocks_media_block_width" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_columns_columns_size" DEFAULT 'oneThird',
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_call_to_action_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum_pages_blocks_gallery_view",
  	"limit" numeric DEFAULT 12,
  	"theme" "enum_pages_blocks_gallery_theme" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_hero_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"style" "enum__pages_v_blocks_hero_style" DEFAULT 'standard',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"width" "enum__pages_v_blocks_media_block_width" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_columns_columns_size" DEFAULT 'oneThird',
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_call_to_action_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum__pages_v_blocks_gallery_view",
  	"limit" numeric DEFAULT 12,
  	"theme" "enum__pages_v_blocks_gallery_theme" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"title" varchar,
  	"caption" varchar,
  	"credit" varchar,
  	"link_url" varchar,
  	"kind" "enum_media_kind" DEFAULT 'image' NOT NULL,
  	"embed_provider" "enum_media_embed_provider",
  	"embed_url" varchar,
  	"embed_width" numeric DEFAULT 1280,
  	"embed_height" numeric DEFAULT 720,
  	"legacy_id" numeric,
  	"placeholder" varchar,
  	"exif_camera" varchar,
  	"exif_lens" varchar,
  	"exif_focal_length" numeric,
  	"exif_aperture" numeric,
  	"exif_exposure_time" varchar,
  	"exif_iso" numeric,
  	"exif_taken_at" timestamp(3) with time zone,
  	"exif_gps_latitude" numeric,
  	"exif_gps_longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w320_url" varchar,
  	"sizes_w320_width" numeric,
  	"sizes_w320_height" numeric,
  	"sizes_w320_mime_type" varchar,
  	"sizes_w320_filesize" numeric,
  	"sizes_w320_filename" varchar,
  	"sizes_w640_url" varchar,
  	"sizes_w640_width" numeric,
  	"sizes_w640_height" numeric,
  	"sizes_w640_mime_type" varchar,
  	"sizes_w640_filesize" numeric,
  	"sizes_w640_filename" varchar,
  	"sizes_w960_url" varchar,
  	"sizes_w960_width" numeric,
  	"sizes_w960_height" numeric,
  	"sizes_w960_mime_type" varchar,
  	"sizes_w960_filesize" numeric,
  	"sizes_w960_filename" varchar,
  	"sizes_w1280_url" varchar,
  	"sizes_w1280_width" numeric,
  	"sizes_w1280_height" numeric,
  	"sizes_w1280_mime_type" varchar,
  	"sizes_w1280_filesize" numeric,
  	"sizes_w1280_filename" varchar,
  	"sizes_w1920_url" varchar,
  	"sizes_w1920_width" numeric,
  	"sizes_w1920_height" numeric,
  	"sizes_w1920_mime_type" varchar,
  	"sizes_w1920_filesize" numeric,
  	"sizes_w1920_filename" varchar,
  	"sizes_w2560_url" varchar,
  	"sizes_w2560_width" numeric,
  	"sizes_w2560_height" numeric,
  	"sizes_w2560_mime_type" varchar,
  	"sizes_w2560_filesize" numeric,
  	"sizes_w2560_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" jsonb,
  	"cover_id" integer,
  	"view" "enum_galleries_view" DEFAULT 'thumbnails',
  	"view_options_custom" boolean DEFAULT false,
  	"view_options_thumbnail_width" numeric DEFAULT 240,
  	"view_options_thumbnail_height" numeric DEFAULT 160,
  	"view_options_max_columns" numeric DEFAULT 5,
  	"view_options_per_page" numeric DEFAULT 30,
  	"view_options_title_display" "enum_galleries_view_options_title_display" DEFAULT 'hover',
  	"view_options_show_description" boolean DEFAULT false,
  	"slideshow_custom" boolean DEFAULT false,
  	"slideshow_interval" numeric DEFAULT 5,
  	"slideshow_effect" "enum_galleries_slideshow_effect" DEFAULT 'fade',
  	"slideshow_effect_duration" numeric DEFAULT 1,
  	"slideshow_autoplay" boolean DEFAULT false,
  	"slideshow_shuffle" boolean DEFAULT false,
  	"slideshow_filmstrip" boolean DEFAULT true,
  	"slideshow_filmstrip_direction" "enum_galleries_slideshow_filmstrip_direction" DEFAULT 'horizontal',
  	"slideshow_filmstrip_height" numeric DEFAULT 90,
  	"slideshow_filmstrip_width" numeric DEFAULT 90,
  	"slideshow_image_width" numeric DEFAULT 800,
  	"slideshow_image_height" numeric DEFAULT 500,
  	"slideshow_title_position" "enum_galleries_slideshow_title_position" DEFAULT 'top-right',
  	"slideshow_description_position" "enum_galleries_slideshow_description_position" DEFAULT 'bottom-right',
  	"slideshow_preload_count" numeric DEFAULT 3,
  	"carousel_custom" boolean DEFAULT false,
  	"carousel_interval" numeric DEFAULT 5,
  	"carousel_columns" numeric DEFAULT 3,
  	"carousel_responsive_width" numeric DEFAULT 800,
  	"carousel_autoplay" boolean DEFAULT false,
  	"carousel_play_pause_button" boolean DEFAULT true,
  	"carousel_prev_next_buttons" boolean DEFAULT true,
  	"lightbox_custom" boolean DEFAULT false,
  	"lightbox_width" numeric DEFAULT 800,
  	"lightbox_height" numeric DEFAULT 500,
  	"lightbox_open_fullscreen" boolean DEFAULT false,
  	"lightbox_open_maximized" boolean DEFAULT false,
  	"lightbox_autoplay" boolean DEFAULT false,
  	"lightbox_slideshow_interval" numeric DEFAULT 5,
  	"lightbox_effect" "enum_galleries_lightbox_effect" DEFAULT 'fade',
  	"lightbox_effect_duration" numeric DEFAULT 1,
  	"lightbox_loop" boolean DEFAULT true,
  	"lightbox_preload_count" numeric DEFAULT 2,
  	"lightbox_control_bar_position" "enum_galleries_lightbox_control_bar_position" DEFAULT 'bottom',
  	"lightbox_filmstrip" boolean DEFAULT true,
  	"lightbox_filmstrip_position" "enum_galleries_lightbox_filmstrip_position" DEFAULT 'bottom',
  	"lightbox_filmstrip_size" numeric DEFAULT 70,
  	"lightbox_info_position" "enum_galleries_lightbox_info_position" DEFAULT 'top',
  	"lightbox_info_always_shown" boolean DEFAULT false,
  	"lightbox_rating_position" "enum_galleries_lightbox_rating_position" DEFAULT 'bottom',
  	"lightbox_rating_stars" numeric DEFAULT 5,
  	"lightbox_rating_icon" "enum_galleries_lightbox_rating_icon" DEFAULT 'star',
  	"lightbox_rating_size" numeric DEFAULT 20,
  	"lightbox_hits_position" "enum_galleries_lightbox_hits_position" DEFAULT 'bottom',
  	"lightbox_comments_position" "enum_galleries_lightbox_comments_position" DEFAULT 'right',
  	"lightbox_comments_width" numeric DEFAULT 400,
  	"lightbox_share" boolean DEFAULT true,
  	"behaviour_custom" boolean DEFAULT false,
  	"behaviour_thumb_click_action" "enum_galleries_behaviour_thumb_click_action" DEFAULT 'open_lightbox',
  	"behaviour_link_target" "enum_galleries_behaviour_link_target" DEFAULT 'same',
  	"behaviour_downloads" boolean DEFAULT false,
  	"behaviour_comments" boolean DEFAULT true,
  	"behaviour_comment_moderation" boolean DEFAULT true,
  	"behaviour_rating" boolean DEFAULT true,
  	"behaviour_hit_counting" boolean DEFAULT true,
  	"behaviour_right_click_protection" boolean DEFAULT false,
  	"watermark_custom" boolean DEFAULT false,
  	"watermark_type" "enum_galleries_watermark_type" DEFAULT 'none',
  	"watermark_opacity" numeric DEFAULT 30,
  	"watermark_position" "enum_galleries_watermark_position" DEFAULT 'bottom-right',
  	"watermark_font_size" numeric DEFAULT 24,
  	"watermark_width" numeric DEFAULT 120,
  	"watermark_height" numeric DEFAULT 60,
  	"watermark_text" varchar,
  	"watermark_image_id" integer,
  	"legacy_id" numeric,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_galleries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "galleries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" jsonb,
  	"version_cover_id" integer,
  	"version_view" "enum__galleries_v_version_view" DEFAULT 'thumbnails',
  	"version_view_options_custom" boolean DEFAULT false,
  	"version_view_options_thumbnail_width" numeric DEFAULT 240,
  	"version_view_options_thumbnail_height" numeric DEFAULT 160,
  	"version_view_options_max_columns" numeric DEFAULT 5,
  	"version_view_options_per_page" numeric DEFAULT 30,
  	"version_view_options_title_display" "enum__galleries_v_version_view_options_title_display" DEFAULT 'hover',
  	"version_view_options_show_description" boolean DEFAULT false,
  	"version_slideshow_custom" boolean DEFAULT false,
  	"version_slideshow_interval" numeric DEFAULT 5,
  	"version_slideshow_effect" "enum__galleries_v_version_slideshow_effect" DEFAULT 'fade',
  	"version_slideshow_effect_duration" numeric DEFAULT 1,
  	"version_slideshow_autoplay" boolean DEFAULT false,
  	"version_slideshow_shuffle" boolean DEFAULT false,
  	"version_slideshow_filmstrip" boolean DEFAULT true,
  	"version_slideshow_filmstrip_direction" "enum__galleries_v_version_slideshow_filmstrip_direction" DEFAULT 'horizontal',
  	"version_slideshow_filmstrip_height" numeric DEFAULT 90,
  	"version_slideshow_filmstrip_width" numeric DEFAULT 90,
  	"version_slideshow_image_width" numeric DEFAULT 800,
  	"version_slideshow_image_height" numeric DEFAULT 500,
  	"version_slideshow_title_position" "enum__galleries_v_version_slideshow_title_position" DEFAULT 'top-right',
  	"version_slideshow_description_position" "enum__galleries_v_version_slideshow_description_position" DEFAULT 'bottom-right',
  	"version_slideshow_preload_count" numeric DEFAULT 3,
  	"version_carousel_custom" boolean DEFAULT false,
  	"version_carousel_interval" numeric DEFAULT 5,
  	"version_carousel_columns" numeric DEFAULT 3,
  	"version_carousel_responsive_width" numeric DEFAULT 800,
  	"version_carousel_autoplay" boolean DEFAULT false,
  	"version_carousel_play_pause_button" boolean DEFAULT true,
  	"version_carousel_prev_next_buttons" boolean DEFAULT true,
  	"version_lightbox_custom" boolean DEFAULT false,
  	"version_lightbox_width" numeric DEFAULT 800,
  	"version_lightbox_height" numeric DEFAULT 500,
  	"version_lightbox_open_fullscreen" boolean DEFAULT false,
  	"version_lightbox_open_maximized" boolean DEFAULT false,
  	"version_lightbox_autoplay" boolean DEFAULT false,
  	"version_lightbox_slideshow_interval" numeric DEFAULT 5,
  	"version_lightbox_effect" "enum__galleries_v_version_lightbox_effect" DEFAULT 'fade',
  	"version_lightbox_effect_duration" numeric DEFAULT 1,
  	"version_lightbox_loop" boolean DEFAULT true,
  	"version_lightbox_preload_count" numeric DEFAULT 2,
  	"version_lightbox_control_bar_position" "enum__galleries_v_version_lightbox_control_bar_position" DEFAULT 'bottom',
  	"version_lightbox_filmstrip" boolean DEFAULT true,
  	"version_lightbox_filmstrip_position" "enum__galleries_v_version_lightbox_filmstrip_position" DEFAULT 'bottom',
  	"version_lightbox_filmstrip_size" numeric DEFAULT 70,
  	"version_lightbox_info_position" "enum__galleries_v_version_lightbox_info_position" DEFAULT 'top',
  	"version_lightbox_info_always_shown" boolean DEFAULT false,
  	"version_lightbox_rating_position" "enum__galleries_v_version_lightbox_rating_position" DEFAULT 'bottom',
  	"version_lightbox_rating_stars" numeric DEFAULT 5,
  	"version_lightbox_rating_icon" "enum__galleries_v_version_lightbox_rating_icon" DEFAULT 'star',
  	"version_lightbox_rating_size" numeric DEFAULT 20,
  	"version_lightbox_hits_position" "enum__galleries_v_version_lightbox_hits_position" DEFAULT 'bottom',
  	"version_lightbox_comments_position" "enum__galleries_v_version_lightbox_comments_position" DEFAULT 'right',
  	"version_lightbox_comments_width" numeric DEFAULT 400,
  	"version_lightbox_share" boolean DEFAULT true,
  	"version_behaviour_custom" boolean DEFAULT false,
  	"version_behaviour_thumb_click_action" "enum__galleries_v_version_behaviour_thumb_click_action" DEFAULT 'open_lightbox',
  	"version_behaviour_link_target" "enum__galleries_v_version_behaviour_link_target" DEFAULT 'same',
  	"version_behaviour_downloads" boolean DEFAULT false,
  	"version_behaviour_comments" boolean DEFAULT true,
  	"version_behaviour_comment_moderation" boolean DEFAULT true,
  	"version_behaviour_rating" boolean DEFAULT true,
  	"version_behaviour_hit_counting" boolean DEFAULT true,
  	"version_behaviour_right_click_protection" boolean DEFAULT false,
  	"version_watermark_custom" boolean DEFAULT false,
  	"version_watermark_type" "enum__galleries_v_version_watermark_type" DEFAULT 'none',
  	"version_watermark_opacity" numeric DEFAULT 30,
  	"version_watermark_position" "enum__galleries_v_version_watermark_position" DEFAULT 'bottom-right',
  	"version_watermark_font_size" numeric DEFAULT 24,
  	"version_watermark_width" numeric DEFAULT 120,
  	"version_watermark_height" numeric DEFAULT 60,
  	"version_watermark_text" varchar,
  	"version_watermark_image_id" integer,
  	"version_legacy_id" numeric,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__galleries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_galleries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" jsonb,
  	"cover_id" integer,
  	"album_view" "enum_albums_album_view" DEFAULT 'compact',
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_albums_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"galleries_id" integer,
  	"albums_id" integer
  );
  
  CREATE TABLE "_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" jsonb,
  	"version_cover_id" integer,
  	"version_album_view" "enum__albums_v_version_album_view" DEFAULT 'compact',
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__albums_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"galleries_id" integer,
  	"albums_id" integer
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"tags_id" integer,
  	"users_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_nav_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_nav_items_children_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar NOT NULL
  );
  
  CREATE TABLE "header_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_nav_items_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_columns_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Atrium' NOT NULL,
  	"tagline" varchar,
  	"default_description" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_address" varchar,
  	"features_search" boolean DEFAULT true,
  	"features_comments" boolean DEFAULT true,
  	"features_ratings" boolean DEFAULT true,
  	"features_hit_counting" boolean DEFAULT true,
  	"features_sharing" boolean DEFAULT true,
  	"features_shop" boolean DEFAULT false,
  	"features_newsletter" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "gallery_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_options_thumbnail_width" numeric DEFAULT 240 NOT NULL,
  	"view_options_thumbnail_height" numeric DEFAULT 160 NOT NULL,
  	"view_options_max_columns" numeric DEFAULT 5 NOT NULL,
  	"view_options_per_page" numeric DEFAULT 30 NOT NULL,
  	"view_options_title_display" "enum_gallery_settings_view_options_title_display" DEFAULT 'hover' NOT NULL,
  	"view_options_show_description" boolean DEFAULT false,
  	"lightbox_width" numeric DEFAULT 800 NOT NULL,
  	"lightbox_height" numeric DEFAULT 500 NOT NULL,
  	"lightbox_open_fullscreen" boolean DEFAULT false,
  	"lightbox_open_maximized" boolean DEFAULT false,
  	"lightbox_autoplay" boolean DEFAULT false,
  	"lightbox_slideshow_interval" numeric DEFAULT 5 NOT NULL,
  	"lightbox_effect" "enum_gallery_settings_lightbox_effect" DEFAULT 'fade' NOT NULL,
  	"lightbox_effect_duration" numeric DEFAULT 1 NOT NULL,
  	"lightbox_loop" boolean DEFAULT true,
  	"lightbox_preload_count" numeric DEFAULT 2 NOT NULL,
  	"lightbox_control_bar_position" "enum_gallery_settings_lightbox_control_bar_position" DEFAULT 'bottom' NOT NULL,
  	"lightbox_filmstrip" boolean DEFAULT true,
  	"lightbox_filmstrip_position" "enum_gallery_settings_lightbox_filmstrip_position" DEFAULT 'bottom' NOT NULL,
  	"lightbox_filmstrip_size" numeric DEFAULT 70 NOT NULL,
  	"lightbox_info_position" "enum_gallery_settings_lightbox_info_position" DEFAULT 'top' NOT NULL,
  	"lightbox_info_always_shown" boolean DEFAULT false,
  	"lightbox_rating_position" "enum_gallery_settings_lightbox_rating_position" DEFAULT 'bottom' NOT NULL,
  	"lightbox_rating_stars" numeric DEFAULT 5 NOT NULL,
  	"lightbox_rating_icon" "enum_gallery_settings_lightbox_rating_icon" DEFAULT 'star' NOT NULL,
  	"lightbox_rating_size" numeric DEFAULT 20 NOT NULL,
  	"lightbox_hits_position" "enum_gallery_settings_lightbox_hits_position" DEFAULT 'bottom' NOT NULL,
  	"lightbox_comments_position" "enum_gallery_settings_lightbox_comments_position" DEFAULT 'right' NOT NULL,
  	"lightbox_comments_width" numeric DEFAULT 400 NOT NULL,
  	"lightbox_share" boolean DEFAULT true,
  	"slideshow_interval" numeric DEFAULT 5 NOT NULL,
  	"slideshow_effect" "enum_gallery_settings_slideshow_effect" DEFAULT 'fade' NOT NULL,
  	"slideshow_effect_duration" numeric DEFAULT 1 NOT NULL,
  	"slideshow_autoplay" boolean DEFAULT false,
  	"slideshow_shuffle" boolean DEFAULT false,
  	"slideshow_filmstrip" boolean DEFAULT true,
  	"slideshow_filmstrip_direction" "enum_gallery_settings_slideshow_filmstrip_direction" DEFAULT 'horizontal' NOT NULL,
  	"slideshow_filmstrip_height" numeric DEFAULT 90 NOT NULL,
  	"slideshow_filmstrip_width" numeric DEFAULT 90 NOT NULL,
  	"slideshow_image_width" numeric DEFAULT 800 NOT NULL,
  	"slideshow_image_height" numeric DEFAULT 500 NOT NULL,
  	"slideshow_title_position" "enum_gallery_settings_slideshow_title_position" DEFAULT 'top-right' NOT NULL,
  	"slideshow_description_position" "enum_gallery_settings_slideshow_description_position" DEFAULT 'bottom-right' NOT NULL,
  	"slideshow_preload_count" numeric DEFAULT 3 NOT NULL,
  	"carousel_interval" numeric DEFAULT 5 NOT NULL,
  	"carousel_columns" numeric DEFAULT 3 NOT NULL,
  	"carousel_responsive_width" numeric DEFAULT 800 NOT NULL,
  	"carousel_autoplay" boolean DEFAULT false,
  	"carousel_play_pause_button" boolean DEFAULT true,
  	"carousel_prev_next_buttons" boolean DEFAULT true,
  	"behaviour_thumb_click_action" "enum_gallery_settings_behaviour_thumb_click_action" DEFAULT 'open_lightbox' NOT NULL,
  	"behaviour_link_target" "enum_gallery_settings_behaviour_link_target" DEFAULT 'same' NOT NULL,
  	"behaviour_downloads" boolean DEFAULT false,
  	"behaviour_comments" boolean DEFAULT true,
  	"behaviour_comment_moderation" boolean DEFAULT true,
  	"behaviour_rating" boolean DEFAULT true,
  	"behaviour_hit_counting" boolean DEFAULT true,
  	"behaviour_right_click_protection" boolean DEFAULT false,
  	"watermark_type" "enum_gallery_settings_watermark_type" DEFAULT 'none' NOT NULL,
  	"watermark_opacity" numeric DEFAULT 30 NOT NULL,
  	"watermark_position" "enum_gallery_settings_watermark_position" DEFAULT 'bottom-right' NOT NULL,
  	"watermark_font_size" numeric DEFAULT 24 NOT NULL,
  	"watermark_width" numeric DEFAULT 120 NOT NULL,
  	"watermark_height" numeric DEFAULT 60 NOT NULL,
  	"watermark_text" varchar,
  	"watermark_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_columns_columns" ADD CONSTRAINT "pages_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_columns" ADD CONSTRAINT "pages_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_links" ADD CONSTRAINT "pages_blocks_call_to_action_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_columns_columns" ADD CONSTRAINT "_pages_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_columns" ADD CONSTRAINT "_pages_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" ADD CONSTRAINT "_pages_v_blocks_call_to_action_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_watermark_image_id_media_id_fk" FOREIGN KEY ("watermark_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries_rels" ADD CONSTRAINT "galleries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_rels" ADD CONSTRAINT "galleries_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_rels" ADD CONSTRAINT "galleries_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_parent_id_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_watermark_image_id_media_id_fk" FOREIGN KEY ("version_watermark_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "albums" ADD CONSTRAINT "albums_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "albums_rels" ADD CONSTRAINT "albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "albums_rels" ADD CONSTRAINT "albums_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "albums_rels" ADD CONSTRAINT "albums_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_parent_id_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v_rels" ADD CONSTRAINT "_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v_rels" ADD CONSTRAINT "_albums_v_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v_rels" ADD CONSTRAINT "_albums_v_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_settings" ADD CONSTRAINT "gallery_settings_watermark_image_id_media_id_fk" FOREIGN KEY ("watermark_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_block_order_idx" ON "pages_blocks_media_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_block_parent_id_idx" ON "pages_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_block_path_idx" ON "pages_blocks_media_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_block_media_idx" ON "pages_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "pages_blocks_columns_columns_order_idx" ON "pages_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_columns_columns_parent_id_idx" ON "pages_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_columns_order_idx" ON "pages_blocks_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_columns_parent_id_idx" ON "pages_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_columns_path_idx" ON "pages_blocks_columns" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_links_order_idx" ON "pages_blocks_call_to_action_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_links_parent_id_idx" ON "pages_blocks_call_to_action_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_galleries_id_idx" ON "pages_rels" USING btree ("galleries_id");
  CREATE INDEX "pages_rels_albums_id_idx" ON "pages_rels" USING btree ("albums_id");
  CREATE INDEX "pages_rels_tags_id_idx" ON "pages_rels" USING btree ("tags_id");
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_block_order_idx" ON "_pages_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_block_parent_id_idx" ON "_pages_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_block_path_idx" ON "_pages_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_block_media_idx" ON "_pages_v_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_columns_columns_order_idx" ON "_pages_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_columns_columns_parent_id_idx" ON "_pages_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_columns_order_idx" ON "_pages_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_columns_parent_id_idx" ON "_pages_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_columns_path_idx" ON "_pages_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_order_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_parent_id_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_galleries_id_idx" ON "_pages_v_rels" USING btree ("galleries_id");
  CREATE INDEX "_pages_v_rels_albums_id_idx" ON "_pages_v_rels" USING btree ("albums_id");
  CREATE INDEX "_pages_v_rels_tags_id_idx" ON "_pages_v_rels" USING btree ("tags_id");
  CREATE INDEX "media_legacy_id_idx" ON "media" USING btree ("legacy_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w320_sizes_w320_filename_idx" ON "media" USING btree ("sizes_w320_filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w960_sizes_w960_filename_idx" ON "media" USING btree ("sizes_w960_filename");
  CREATE INDEX "media_sizes_w1280_sizes_w1280_filename_idx" ON "media" USING btree ("sizes_w1280_filename");
  CREATE INDEX "media_sizes_w1920_sizes_w1920_filename_idx" ON "media" USING btree ("sizes_w1920_filename");
  CREATE INDEX "media_sizes_w2560_sizes_w2560_filename_idx" ON "media" USING btree ("sizes_w2560_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "media_rels_order_idx" ON "media_rels" USING btree ("order");
  CREATE INDEX "media_rels_parent_idx" ON "media_rels" USING btree ("parent_id");
  CREATE INDEX "media_rels_path_idx" ON "media_rels" USING btree ("path");
  CREATE INDEX "media_rels_tags_id_idx" ON "media_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "galleries_slug_idx" ON "galleries" USING btree ("slug");
  CREATE INDEX "galleries_cover_idx" ON "galleries" USING btree ("cover_id");
  CREATE INDEX "galleries_watermark_watermark_image_idx" ON "galleries" USING btree ("watermark_image_id");
  CREATE INDEX "galleries_legacy_id_idx" ON "galleries" USING btree ("legacy_id");
  CREATE INDEX "galleries_meta_meta_image_idx" ON "galleries" USING btree ("meta_image_id");
  CREATE INDEX "galleries_updated_at_idx" ON "galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "galleries" USING btree ("created_at");
  CREATE INDEX "galleries__status_idx" ON "galleries" USING btree ("_status");
  CREATE INDEX "galleries_rels_order_idx" ON "galleries_rels" USING btree ("order");
  CREATE INDEX "galleries_rels_parent_idx" ON "galleries_rels" USING btree ("parent_id");
  CREATE INDEX "galleries_rels_path_idx" ON "galleries_rels" USING btree ("path");
  CREATE INDEX "galleries_rels_media_id_idx" ON "galleries_rels" USING btree ("media_id");
  CREATE INDEX "galleries_rels_tags_id_idx" ON "galleries_rels" USING btree ("tags_id");
  CREATE INDEX "_galleries_v_parent_idx" ON "_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_version_version_slug_idx" ON "_galleries_v" USING btree ("version_slug");
  CREATE INDEX "_galleries_v_version_version_cover_idx" ON "_galleries_v" USING btree ("version_cover_id");
  CREATE INDEX "_galleries_v_version_watermark_version_watermark_image_idx" ON "_galleries_v" USING btree ("version_watermark_image_id");
  CREATE INDEX "_galleries_v_version_version_legacy_id_idx" ON "_galleries_v" USING btree ("version_legacy_id");
  CREATE INDEX "_galleries_v_version_meta_version_meta_image_idx" ON "_galleries_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_galleries_v_version_version_updated_at_idx" ON "_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_galleries_v_version_version_created_at_idx" ON "_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_galleries_v_version_version__status_idx" ON "_galleries_v" USING btree ("version__status");
  CREATE INDEX "_galleries_v_created_at_idx" ON "_galleries_v" USING btree ("created_at");
  CREATE INDEX "_galleries_v_updated_at_idx" ON "_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_galleries_v_latest_idx" ON "_galleries_v" USING btree ("latest");
  CREATE INDEX "_galleries_v_rels_order_idx" ON "_galleries_v_rels" USING btree ("order");
  CREATE INDEX "_galleries_v_rels_parent_idx" ON "_galleries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_rels_path_idx" ON "_galleries_v_rels" USING btree ("path");
  CREATE INDEX "_galleries_v_rels_media_id_idx" ON "_galleries_v_rels" USING btree ("media_id");
  CREATE INDEX "_galleries_v_rels_tags_id_idx" ON "_galleries_v_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "albums_slug_idx" ON "albums" USING btree ("slug");
  CREATE INDEX "albums_cover_idx" ON "albums" USING btree ("cover_id");
  CREATE INDEX "albums_meta_meta_image_idx" ON "albums" USING btree ("meta_image_id");
  CREATE INDEX "albums_updated_at_idx" ON "albums" USING btree ("updated_at");
  CREATE INDEX "albums_created_at_idx" ON "albums" USING btree ("created_at");
  CREATE INDEX "albums__status_idx" ON "albums" USING btree ("_status");
  CREATE INDEX "albums_rels_order_idx" ON "albums_rels" USING btree ("order");
  CREATE INDEX "albums_rels_parent_idx" ON "albums_rels" USING btree ("parent_id");
  CREATE INDEX "albums_rels_path_idx" ON "albums_rels" USING btree ("path");
  CREATE INDEX "albums_rels_galleries_id_idx" ON "albums_rels" USING btree ("galleries_id");
  CREATE INDEX "albums_rels_albums_id_idx" ON "albums_rels" USING btree ("albums_id");
  CREATE INDEX "_albums_v_parent_idx" ON "_albums_v" USING btree ("parent_id");
  CREATE INDEX "_albums_v_version_version_slug_idx" ON "_albums_v" USING btree ("version_slug");
  CREATE INDEX "_albums_v_version_version_cover_idx" ON "_albums_v" USING btree ("version_cover_id");
  CREATE INDEX "_albums_v_version_meta_version_meta_image_idx" ON "_albums_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_albums_v_version_version_updated_at_idx" ON "_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_albums_v_version_version_created_at_idx" ON "_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_albums_v_version_version__status_idx" ON "_albums_v" USING btree ("version__status");
  CREATE INDEX "_albums_v_created_at_idx" ON "_albums_v" USING btree ("created_at");
  CREATE INDEX "_albums_v_updated_at_idx" ON "_albums_v" USING btree ("updated_at");
  CREATE INDEX "_albums_v_latest_idx" ON "_albums_v" USING btree ("latest");
  CREATE INDEX "_albums_v_rels_order_idx" ON "_albums_v_rels" USING btree ("order");
  CREATE INDEX "_albums_v_rels_parent_idx" ON "_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_albums_v_rels_path_idx" ON "_albums_v_rels" USING btree ("path");
  CREATE INDEX "_albums_v_rels_galleries_id_idx" ON "_albums_v_rels" USING btree ("galleries_id");
  CREATE INDEX "_albums_v_rels_albums_id_idx" ON "_albums_v_rels" USING btree ("albums_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_galleries_id_idx" ON "redirects_rels" USING btree ("galleries_id");
  CREATE INDEX "redirects_rels_albums_id_idx" ON "redirects_rels" USING btree ("albums_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("albums_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_nav_items_children_order_idx" ON "header_nav_items_children" USING btree ("_order");
  CREATE INDEX "header_nav_items_children_parent_id_idx" ON "header_nav_items_children" USING btree ("_parent_id");
  CREATE INDEX "header_nav_items_order_idx" ON "header_nav_items" USING btree ("_order");
  CREATE INDEX "header_nav_items_parent_id_idx" ON "header_nav_items" USING btree ("_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_pages_id_idx" ON "header_rels" USING btree ("pages_id");
  CREATE INDEX "header_rels_galleries_id_idx" ON "header_rels" USING btree ("galleries_id");
  CREATE INDEX "header_rels_albums_id_idx" ON "header_rels" USING btree ("albums_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_galleries_id_idx" ON "footer_rels" USING btree ("galleries_id");
  CREATE INDEX "footer_rels_albums_id_idx" ON "footer_rels" USING btree ("albums_id");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "gallery_settings_watermark_watermark_image_idx" ON "gallery_settings" USING btree ("watermark_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_media_block" CASCADE;
  DROP TABLE "pages_blocks_columns_columns" CASCADE;
  DROP TABLE "pages_blocks_columns" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_links" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_media_block" CASCADE;
  DROP TABLE "_pages_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_links" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "galleries" CASCADE;
  DROP TABLE "galleries_rels" CASCADE;
  DROP TABLE "_galleries_v" CASCADE;
  DROP TABLE "_galleries_v_rels" CASCADE;
  DROP TABLE "albums" CASCADE;
  DROP TABLE "albums_rels" CASCADE;
  DROP TABLE "_albums_v" CASCADE;
  DROP TABLE "_albums_v_rels" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_nav_items_children" CASCADE;
  DROP TABLE "header_nav_items" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_rels" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "gallery_settings" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_links_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_style";
  DROP TYPE "public"."enum_pages_blocks_media_block_width";
  DROP TYPE "public"."enum_pages_blocks_columns_columns_size";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_links_link_type";
  DROP TYPE "public"."enum_pages_blocks_gallery_view";
  DROP TYPE "public"."enum_pages_blocks_gallery_theme";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_links_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_style";
  DROP TYPE "public"."enum__pages_v_blocks_media_block_width";
  DROP TYPE "public"."enum__pages_v_blocks_columns_columns_size";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_links_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_view";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_theme";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_media_kind";
  DROP TYPE "public"."enum_media_embed_provider";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_galleries_view";
  DROP TYPE "public"."enum_galleries_view_options_title_display";
  DROP TYPE "public"."enum_galleries_slideshow_effect";
  DROP TYPE "public"."enum_galleries_slideshow_filmstrip_direction";
  DROP TYPE "public"."enum_galleries_slideshow_title_position";
  DROP TYPE "public"."enum_galleries_slideshow_description_position";
  DROP TYPE "public"."enum_galleries_lightbox_effect";
  DROP TYPE "public"."enum_galleries_lightbox_control_bar_position";
  DROP TYPE "public"."enum_galleries_lightbox_filmstrip_position";
  DROP TYPE "public"."enum_galleries_lightbox_info_position";
  DROP TYPE "public"."enum_galleries_lightbox_rating_position";
  DROP TYPE "public"."enum_galleries_lightbox_rating_icon";
  DROP TYPE "public"."enum_galleries_lightbox_hits_position";
  DROP TYPE "public"."enum_galleries_lightbox_comments_position";
  DROP TYPE "public"."enum_galleries_behaviour_thumb_click_action";
  DROP TYPE "public"."enum_galleries_behaviour_link_target";
  DROP TYPE "public"."enum_galleries_watermark_type";
  DROP TYPE "public"."enum_galleries_watermark_position";
  DROP TYPE "public"."enum_galleries_status";
  DROP TYPE "public"."enum__galleries_v_version_view";
  DROP TYPE "public"."enum__galleries_v_version_view_options_title_display";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_effect";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_filmstrip_direction";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_title_position";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_description_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_effect";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_control_bar_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_filmstrip_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_info_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_rating_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_rating_icon";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_hits_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_comments_position";
  DROP TYPE "public"."enum__galleries_v_version_behaviour_thumb_click_action";
  DROP TYPE "public"."enum__galleries_v_version_behaviour_link_target";
  DROP TYPE "public"."enum__galleries_v_version_watermark_type";
  DROP TYPE "public"."enum__galleries_v_version_watermark_position";
  DROP TYPE "public"."enum__galleries_v_version_status";
  DROP TYPE "public"."enum_albums_album_view";
  DROP TYPE "public"."enum_albums_status";
  DROP TYPE "public"."enum__albums_v_version_album_view";
  DROP TYPE "public"."enum__albums_v_version_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_header_nav_items_children_link_type";
  DROP TYPE "public"."enum_header_nav_items_link_type";
  DROP TYPE "public"."enum_footer_columns_links_link_type";
  DROP TYPE "public"."enum_site_settings_social_platform";
  DROP TYPE "public"."enum_gallery_settings_view_options_title_display";
  DROP TYPE "public"."enum_gallery_settings_lightbox_effect";
  DROP TYPE "public"."enum_gallery_settings_lightbox_control_bar_position";
  DROP TYPE "public"."enum_gallery_settings_lightbox_filmstrip_position";
  DROP TYPE "public"."enum_gallery_settings_lightbox_info_position";
  DROP TYPE "public"."enum_gallery_settings_lightbox_rating_position";
  DROP TYPE "public"."enum_gallery_settings_lightbox_rating_icon";
  DROP TYPE "public"."enum_gallery_settings_lightbox_hits_position";
  DROP TYPE "public"."enum_gallery_settings_lightbox_comments_position";
  DROP TYPE "public"."enum_gallery_settings_slideshow_effect";
  DROP TYPE "public"."enum_gallery_settings_slideshow_filmstrip_direction";
  DROP TYPE "public"."enum_gallery_settings_slideshow_title_position";
  DROP TYPE "public"."enum_gallery_settings_slideshow_description_position";
  DROP TYPE "public"."enum_gallery_settings_behaviour_thumb_click_action";
  DROP TYPE "public"."enum_gallery_settings_behaviour_link_target";
  DROP TYPE "public"."enum_gallery_settings_watermark_type";
  DROP TYPE "public"."enum_gallery_settings_watermark_position";`)
}
