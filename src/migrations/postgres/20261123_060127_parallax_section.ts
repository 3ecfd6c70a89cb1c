import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_parallax_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_parallax_height" AS ENUM('medium', 'tall');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_parallax_height" AS ENUM('medium', 'tall');
  CREATE TABLE "pages_blocks_parallax_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_parallax_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"ratio" numeric DEFAULT 0.5,
  	"height" "enum_pages_blocks_parallax_height" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_parallax_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_parallax_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"ratio" numeric DEFAULT 0.5,
  	"height" "enum__pages_v_blocks_parallax_height" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_parallax_links" ADD CONSTRAINT "pages_blocks_parallax_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_parallax" ADD CONSTRAINT "pages_blocks_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_parallax" ADD CONSTRAINT "pages_blocks_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax_links" ADD CONSTRAINT "_pages_v_blocks_parallax_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax" ADD CONSTRAINT "_pages_v_blocks_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax" ADD CONSTRAINT "_pages_v_blocks_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_parallax_links_order_idx" ON "pages_blocks_parallax_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_parallax_links_parent_id_idx" ON "pages_blocks_parallax_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_parallax_order_idx" ON "pages_blocks_parallax" USING btree ("_order");
  CREATE INDEX "pages_blocks_parallax_parent_id_idx" ON "pages_blocks_parallax" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_parallax_path_idx" ON "pages_blocks_parallax" USING btree ("_path");
  CREATE INDEX "pages_blocks_parallax_image_idx" ON "pages_blocks_parallax" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_parallax_links_order_idx" ON "_pages_v_blocks_parallax_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_parallax_links_parent_id_idx" ON "_pages_v_blocks_parallax_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_parallax_order_idx" ON "_pages_v_blocks_parallax" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_parallax_parent_id_idx" ON "_pages_v_blocks_parallax" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_parallax_path_idx" ON "_pages_v_blocks_parallax" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_parallax_image_idx" ON "_pages_v_blocks_parallax" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_parallax_links" CASCADE;
  DROP TABLE "pages_blocks_parallax" CASCADE;
  DROP TABLE "_pages_v_blocks_parallax_links" CASCADE;
  DROP TABLE "_pages_v_blocks_parallax" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_parallax_links_link_type";
  DROP TYPE "public"."enum_pages_blocks_parallax_height";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_links_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_parallax_height";`)
}
