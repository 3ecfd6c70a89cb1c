import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_slider_slides_buttons_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_kind" AS ENUM('image', 'video', 'embed');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_caption_position" AS ENUM('bottom-left', 'center', 'bottom-right');
  CREATE TYPE "public"."enum_pages_blocks_slider_size" AS ENUM('fullscreen', 'content');
  CREATE TYPE "public"."enum_pages_blocks_slider_aspect_ratio" AS ENUM('16:9', '21:9', '3:1', '4:3');
  CREATE TYPE "public"."enum_pages_blocks_slider_animation" AS ENUM('slide', 'fade');
  CREATE TYPE "public"."enum_pages_blocks_slider_autoplay_stop" AS ENUM('never', 'last', 'first');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_buttons_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_kind" AS ENUM('image', 'video', 'embed');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_caption_position" AS ENUM('bottom-left', 'center', 'bottom-right');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_size" AS ENUM('fullscreen', 'content');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_aspect_ratio" AS ENUM('16:9', '21:9', '3:1', '4:3');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_animation" AS ENUM('slide', 'fade');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_autoplay_stop" AS ENUM('never', 'last', 'first');
  CREATE TABLE "pages_blocks_slider_slides_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_slider_slides_buttons_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_slider_slides_kind" DEFAULT 'image',
  	"image_id" integer,
  	"loop_video" boolean DEFAULT false,
  	"embed_id" integer,
  	"heading" varchar,
  	"caption" varchar,
  	"caption_position" "enum_pages_blocks_slider_slides_caption_position" DEFAULT 'bottom-left'
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"size" "enum_pages_blocks_slider_size" DEFAULT 'content',
  	"aspect_ratio" "enum_pages_blocks_slider_aspect_ratio" DEFAULT '16:9',
  	"parallax" boolean DEFAULT false,
  	"animation" "enum_pages_blocks_slider_animation" DEFAULT 'slide',
  	"speed" numeric DEFAULT 900,
  	"interval" numeric DEFAULT 5,
  	"autoplay" boolean DEFAULT true,
  	"pause_on_hover" boolean DEFAULT true,
  	"loop" boolean DEFAULT true,
  	"autoplay_stop" "enum_pages_blocks_slider_autoplay_stop" DEFAULT 'never',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_slider_slides_buttons_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_slider_slides_kind" DEFAULT 'image',
  	"image_id" integer,
  	"loop_video" boolean DEFAULT false,
  	"embed_id" integer,
  	"heading" varchar,
  	"caption" varchar,
  	"caption_position" "enum__pages_v_blocks_slider_slides_caption_position" DEFAULT 'bottom-left',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"size" "enum__pages_v_blocks_slider_size" DEFAULT 'content',
  	"aspect_ratio" "enum__pages_v_blocks_slider_aspect_ratio" DEFAULT '16:9',
  	"parallax" boolean DEFAULT false,
  	"animation" "enum__pages_v_blocks_slider_animation" DEFAULT 'slide',
  	"speed" numeric DEFAULT 900,
  	"interval" numeric DEFAULT 5,
  	"autoplay" boolean DEFAULT true,
  	"pause_on_hover" boolean DEFAULT true,
  	"loop" boolean DEFAULT true,
  	"autoplay_stop" "enum__pages_v_blocks_slider_autoplay_stop" DEFAULT 'never',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "pages_blocks_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_slider_slides_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_embed_id_media_id_fk" FOREIGN KEY ("embed_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_slider_slides_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_embed_id_media_id_fk" FOREIGN KEY ("embed_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_slider_slides_buttons_order_idx" ON "pages_blocks_slider_slides_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_buttons_parent_id_idx" ON "pages_blocks_slider_slides_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_order_idx" ON "pages_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_parent_id_idx" ON "pages_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_image_idx" ON "pages_blocks_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_slider_slides_embed_idx" ON "pages_blocks_slider_slides" USING btree ("embed_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_slider_slides_buttons_order_idx" ON "_pages_v_blocks_slider_slides_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_buttons_parent_id_idx" ON "_pages_v_blocks_slider_slides_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_order_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_parent_id_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_image_idx" ON "_pages_v_blocks_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_embed_idx" ON "_pages_v_blocks_slider_slides" USING btree ("embed_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_videos_id_idx" ON "pages_rels" USING btree ("videos_id");
  CREATE INDEX "_pages_v_rels_videos_id_idx" ON "_pages_v_rels" USING btree ("videos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_slider_slides_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider_slides_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_slider_slides_buttons" CASCADE;
  DROP TABLE "pages_blocks_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_videos_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_videos_fk";
  
  DROP INDEX "pages_rels_videos_id_idx";
  DROP INDEX "_pages_v_rels_videos_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "videos_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "videos_id";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_buttons_link_type";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_kind";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_caption_position";
  DROP TYPE "public"."enum_pages_blocks_slider_size";
  DROP TYPE "public"."enum_pages_blocks_slider_aspect_ratio";
  DROP TYPE "public"."enum_pages_blocks_slider_animation";
  DROP TYPE "public"."enum_pages_blocks_slider_autoplay_stop";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_buttons_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_kind";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_caption_position";
  DROP TYPE "public"."enum__pages_v_blocks_slider_size";
  DROP TYPE "public"."enum__pages_v_blocks_slider_aspect_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_slider_animation";
  DROP TYPE "public"."enum__pages_v_blocks_slider_autoplay_stop";`)
}
