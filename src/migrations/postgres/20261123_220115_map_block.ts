import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_map_markers_tooltip" AS ENUM('click', 'hover', 'always');
  CREATE TYPE "public"."enum_pages_blocks_map_base_layer" AS ENUM('street', 'satellite');
  CREATE TYPE "public"."enum__pages_v_blocks_map_markers_tooltip" AS ENUM('click', 'hover', 'always');
  CREATE TYPE "public"."enum__pages_v_blocks_map_base_layer" AS ENUM('street', 'satellite');
  CREATE TABLE "pages_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"address" varchar,
  	"content" varchar,
  	"tooltip" "enum_pages_blocks_map_markers_tooltip" DEFAULT 'click',
  	"icon_id" integer,
  	"icon_size" numeric DEFAULT 40
  );
  
  CREATE TABLE "pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"auto_zoom" boolean DEFAULT true,
  	"zoom" numeric DEFAULT 10,
  	"height" numeric DEFAULT 420,
  	"base_layer" "enum_pages_blocks_map_base_layer" DEFAULT 'street',
  	"layer_switch" boolean DEFAULT true,
  	"zoom_control" boolean DEFAULT true,
  	"mobile_drag" boolean DEFAULT false,
  	"hue" numeric DEFAULT 0,
  	"saturation" numeric DEFAULT 0,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"address" varchar,
  	"content" varchar,
  	"tooltip" "enum__pages_v_blocks_map_markers_tooltip" DEFAULT 'click',
  	"icon_id" integer,
  	"icon_size" numeric DEFAULT 40,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"auto_zoom" boolean DEFAULT true,
  	"zoom" numeric DEFAULT 10,
  	"height" numeric DEFAULT 420,
  	"base_layer" "enum__pages_v_blocks_map_base_layer" DEFAULT 'street',
  	"layer_switch" boolean DEFAULT true,
  	"zoom_control" boolean DEFAULT true,
  	"mobile_drag" boolean DEFAULT false,
  	"hue" numeric DEFAULT 0,
  	"saturation" numeric DEFAULT 0,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_map_markers" ADD CONSTRAINT "pages_blocks_map_markers_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_markers" ADD CONSTRAINT "pages_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_markers" ADD CONSTRAINT "_pages_v_blocks_map_markers_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_markers" ADD CONSTRAINT "_pages_v_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_map_markers_order_idx" ON "pages_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_markers_parent_id_idx" ON "pages_blocks_map_markers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_markers_icon_idx" ON "pages_blocks_map_markers" USING btree ("icon_id");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_markers_order_idx" ON "_pages_v_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_markers_parent_id_idx" ON "_pages_v_blocks_map_markers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_markers_icon_idx" ON "_pages_v_blocks_map_markers" USING btree ("icon_id");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_map_markers" CASCADE;
  DROP TABLE "pages_blocks_map" CASCADE;
  DROP TABLE "_pages_v_blocks_map_markers" CASCADE;
  DROP TABLE "_pages_v_blocks_map" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_map_markers_tooltip";
  DROP TYPE "public"."enum_pages_blocks_map_base_layer";
  DROP TYPE "public"."enum__pages_v_blocks_map_markers_tooltip";
  DROP TYPE "public"."enum__pages_v_blocks_map_base_layer";`)
}
