import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_hotspots_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"x" numeric,
  	"y" numeric
  );
  
  CREATE TABLE "pages_blocks_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotspots_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"x" numeric,
  	"y" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "header_nav_items_children" ADD COLUMN "column" varchar;
  ALTER TABLE "header_nav_items" ADD COLUMN "mega_menu" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "consent_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "consent_message" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "consent_policy_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "features_entrance_animations" boolean DEFAULT true;
  ALTER TABLE "pages_blocks_hotspots_hotspots" ADD CONSTRAINT "pages_blocks_hotspots_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotspots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspots" ADD CONSTRAINT "pages_blocks_hotspots_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspots" ADD CONSTRAINT "pages_blocks_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspots_hotspots" ADD CONSTRAINT "_pages_v_blocks_hotspots_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotspots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspots" ADD CONSTRAINT "_pages_v_blocks_hotspots_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspots" ADD CONSTRAINT "_pages_v_blocks_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hotspots_hotspots_order_idx" ON "pages_blocks_hotspots_hotspots" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotspots_hotspots_parent_id_idx" ON "pages_blocks_hotspots_hotspots" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotspots_order_idx" ON "pages_blocks_hotspots" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotspots_parent_id_idx" ON "pages_blocks_hotspots" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotspots_path_idx" ON "pages_blocks_hotspots" USING btree ("_path");
  CREATE INDEX "pages_blocks_hotspots_image_idx" ON "pages_blocks_hotspots" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hotspots_hotspots_order_idx" ON "_pages_v_blocks_hotspots_hotspots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotspots_hotspots_parent_id_idx" ON "_pages_v_blocks_hotspots_hotspots" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotspots_order_idx" ON "_pages_v_blocks_hotspots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotspots_parent_id_idx" ON "_pages_v_blocks_hotspots" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotspots_path_idx" ON "_pages_v_blocks_hotspots" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hotspots_image_idx" ON "_pages_v_blocks_hotspots" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hotspots_hotspots" CASCADE;
  DROP TABLE "pages_blocks_hotspots" CASCADE;
  DROP TABLE "_pages_v_blocks_hotspots_hotspots" CASCADE;
  DROP TABLE "_pages_v_blocks_hotspots" CASCADE;
  ALTER TABLE "header_nav_items_children" DROP COLUMN "column";
  ALTER TABLE "header_nav_items" DROP COLUMN "mega_menu";
  ALTER TABLE "site_settings" DROP COLUMN "consent_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "consent_message";
  ALTER TABLE "site_settings" DROP COLUMN "consent_policy_url";
  ALTER TABLE "site_settings" DROP COLUMN "features_entrance_animations";`)
}
