import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_section_background" AS ENUM('colour', 'image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_section_colour" AS ENUM('none', 'wash', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_section_height" AS ENUM('auto', 'medium', 'tall');
  CREATE TYPE "public"."enum_pages_blocks_section_video_source" AS ENUM('file', 'embed');
  CREATE TYPE "public"."enum__pages_v_blocks_section_background" AS ENUM('colour', 'image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_section_colour" AS ENUM('none', 'wash', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_section_height" AS ENUM('auto', 'medium', 'tall');
  CREATE TYPE "public"."enum__pages_v_blocks_section_video_source" AS ENUM('file', 'embed');
  CREATE TABLE "pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_section_background" DEFAULT 'colour',
  	"colour" "enum_pages_blocks_section_colour" DEFAULT 'wash',
  	"height" "enum_pages_blocks_section_height" DEFAULT 'auto',
  	"image_id" integer,
  	"video_source" "enum_pages_blocks_section_video_source" DEFAULT 'file',
  	"video_embed_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_section_background" DEFAULT 'colour',
  	"colour" "enum__pages_v_blocks_section_colour" DEFAULT 'wash',
  	"height" "enum__pages_v_blocks_section_height" DEFAULT 'auto',
  	"image_id" integer,
  	"video_source" "enum__pages_v_blocks_section_video_source" DEFAULT 'file',
  	"video_embed_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_video_embed_id_media_id_fk" FOREIGN KEY ("video_embed_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_video_embed_id_media_id_fk" FOREIGN KEY ("video_embed_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_section_order_idx" ON "pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_image_idx" ON "pages_blocks_section" USING btree ("image_id");
  CREATE INDEX "pages_blocks_section_video_video_embed_idx" ON "pages_blocks_section" USING btree ("video_embed_id");
  CREATE INDEX "_pages_v_blocks_section_order_idx" ON "_pages_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_parent_id_idx" ON "_pages_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_path_idx" ON "_pages_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_image_idx" ON "_pages_v_blocks_section" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_section_video_video_embed_idx" ON "_pages_v_blocks_section" USING btree ("video_embed_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_section" CASCADE;
  DROP TABLE "_pages_v_blocks_section" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_section_background";
  DROP TYPE "public"."enum_pages_blocks_section_colour";
  DROP TYPE "public"."enum_pages_blocks_section_height";
  DROP TYPE "public"."enum_pages_blocks_section_video_source";
  DROP TYPE "public"."enum__pages_v_blocks_section_background";
  DROP TYPE "public"."enum__pages_v_blocks_section_colour";
  DROP TYPE "public"."enum__pages_v_blocks_section_height";
  DROP TYPE "public"."enum__pages_v_blocks_section_video_source";`)
}
