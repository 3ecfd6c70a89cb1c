import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_portfolio_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_portfolio_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolio_v_version_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__portfolio_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_portfolio_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 12,
  	"columns" numeric DEFAULT 3,
  	"show_filter" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_masonry_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"page_size" numeric DEFAULT 6,
  	"columns" numeric DEFAULT 3,
  	"show_filter" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_portfolio_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 12,
  	"columns" numeric DEFAULT 3,
  	"show_filter" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_masonry_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"page_size" numeric DEFAULT 6,
  	"columns" numeric DEFAULT 3,
  	"show_filter" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "portfolio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"image_id" integer,
  	"summary" varchar,
  	"client" varchar,
  	"date" timestamp(3) with time zone,
  	"content" jsonb,
  	"has_link" boolean,
  	"link_type" "enum_portfolio_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_portfolio_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "portfolio_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer,
  	"portfolio_id" integer
  );
  
  CREATE TABLE "_portfolio_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_summary" varchar,
  	"version_client" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_content" jsonb,
  	"version_has_link" boolean,
  	"version_link_type" "enum__portfolio_v_version_link_type" DEFAULT 'reference',
  	"version_link_new_tab" boolean,
  	"version_link_url" varchar,
  	"version_link_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__portfolio_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_portfolio_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer,
  	"portfolio_id" integer
  );
  
  CREATE TABLE "portfolio_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "portfolio_categories_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "portfolio_categories_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_categories_id" integer;
  ALTER TABLE "header_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "portfolio_id" integer;
  ALTER TABLE "pages_blocks_portfolio_grid" ADD CONSTRAINT "pages_blocks_portfolio_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_masonry_grid" ADD CONSTRAINT "pages_blocks_masonry_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_portfolio_grid" ADD CONSTRAINT "_pages_v_blocks_portfolio_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_masonry_grid" ADD CONSTRAINT "_pages_v_blocks_masonry_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_rels" ADD CONSTRAINT "portfolio_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_rels" ADD CONSTRAINT "portfolio_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_rels" ADD CONSTRAINT "portfolio_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_rels" ADD CONSTRAINT "portfolio_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_rels" ADD CONSTRAINT "portfolio_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_rels" ADD CONSTRAINT "portfolio_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_parent_id_portfolio_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_v_rels" ADD CONSTRAINT "_portfolio_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v_rels" ADD CONSTRAINT "_portfolio_v_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v_rels" ADD CONSTRAINT "_portfolio_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v_rels" ADD CONSTRAINT "_portfolio_v_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v_rels" ADD CONSTRAINT "_portfolio_v_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v_rels" ADD CONSTRAINT "_portfolio_v_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_portfolio_grid_order_idx" ON "pages_blocks_portfolio_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_portfolio_grid_parent_id_idx" ON "pages_blocks_portfolio_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_portfolio_grid_path_idx" ON "pages_blocks_portfolio_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_masonry_grid_order_idx" ON "pages_blocks_masonry_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_masonry_grid_parent_id_idx" ON "pages_blocks_masonry_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_masonry_grid_path_idx" ON "pages_blocks_masonry_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_portfolio_grid_order_idx" ON "_pages_v_blocks_portfolio_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_portfolio_grid_parent_id_idx" ON "_pages_v_blocks_portfolio_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_portfolio_grid_path_idx" ON "_pages_v_blocks_portfolio_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_masonry_grid_order_idx" ON "_pages_v_blocks_masonry_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_masonry_grid_parent_id_idx" ON "_pages_v_blocks_masonry_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_masonry_grid_path_idx" ON "_pages_v_blocks_masonry_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "portfolio_slug_idx" ON "portfolio" USING btree ("slug");
  CREATE INDEX "portfolio_image_idx" ON "portfolio" USING btree ("image_id");
  CREATE INDEX "portfolio_meta_meta_image_idx" ON "portfolio" USING btree ("meta_image_id");
  CREATE INDEX "portfolio_updated_at_idx" ON "portfolio" USING btree ("updated_at");
  CREATE INDEX "portfolio_created_at_idx" ON "portfolio" USING btree ("created_at");
  CREATE INDEX "portfolio__status_idx" ON "portfolio" USING btree ("_status");
  CREATE INDEX "portfolio_rels_order_idx" ON "portfolio_rels" USING btree ("order");
  CREATE INDEX "portfolio_rels_parent_idx" ON "portfolio_rels" USING btree ("parent_id");
  CREATE INDEX "portfolio_rels_path_idx" ON "portfolio_rels" USING btree ("path");
  CREATE INDEX "portfolio_rels_portfolio_categories_id_idx" ON "portfolio_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "portfolio_rels_pages_id_idx" ON "portfolio_rels" USING btree ("pages_id");
  CREATE INDEX "portfolio_rels_galleries_id_idx" ON "portfolio_rels" USING btree ("galleries_id");
  CREATE INDEX "portfolio_rels_albums_id_idx" ON "portfolio_rels" USING btree ("albums_id");
  CREATE INDEX "portfolio_rels_portfolio_id_idx" ON "portfolio_rels" USING btree ("portfolio_id");
  CREATE INDEX "_portfolio_v_parent_idx" ON "_portfolio_v" USING btree ("parent_id");
  CREATE INDEX "_portfolio_v_version_version_slug_idx" ON "_portfolio_v" USING btree ("version_slug");
  CREATE INDEX "_portfolio_v_version_version_image_idx" ON "_portfolio_v" USING btree ("version_image_id");
  CREATE INDEX "_portfolio_v_version_meta_version_meta_image_idx" ON "_portfolio_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_portfolio_v_version_version_updated_at_idx" ON "_portfolio_v" USING btree ("version_updated_at");
  CREATE INDEX "_portfolio_v_version_version_created_at_idx" ON "_portfolio_v" USING btree ("version_created_at");
  CREATE INDEX "_portfolio_v_version_version__status_idx" ON "_portfolio_v" USING btree ("version__status");
  CREATE INDEX "_portfolio_v_created_at_idx" ON "_portfolio_v" USING btree ("created_at");
  CREATE INDEX "_portfolio_v_updated_at_idx" ON "_portfolio_v" USING btree ("updated_at");
  CREATE INDEX "_portfolio_v_latest_idx" ON "_portfolio_v" USING btree ("latest");
  CREATE INDEX "_portfolio_v_rels_order_idx" ON "_portfolio_v_rels" USING btree ("order");
  CREATE INDEX "_portfolio_v_rels_parent_idx" ON "_portfolio_v_rels" USING btree ("parent_id");
  CREATE INDEX "_portfolio_v_rels_path_idx" ON "_portfolio_v_rels" USING btree ("path");
  CREATE INDEX "_portfolio_v_rels_portfolio_categories_id_idx" ON "_portfolio_v_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "_portfolio_v_rels_pages_id_idx" ON "_portfolio_v_rels" USING btree ("pages_id");
  CREATE INDEX "_portfolio_v_rels_galleries_id_idx" ON "_portfolio_v_rels" USING btree ("galleries_id");
  CREATE INDEX "_portfolio_v_rels_albums_id_idx" ON "_portfolio_v_rels" USING btree ("albums_id");
  CREATE INDEX "_portfolio_v_rels_portfolio_id_idx" ON "_portfolio_v_rels" USING btree ("portfolio_id");
  CREATE UNIQUE INDEX "portfolio_categories_slug_idx" ON "portfolio_categories" USING btree ("slug");
  CREATE INDEX "portfolio_categories_updated_at_idx" ON "portfolio_categories" USING btree ("updated_at");
  CREATE INDEX "portfolio_categories_created_at_idx" ON "portfolio_categories" USING btree ("created_at");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_portfolio_id_idx" ON "pages_rels" USING btree ("portfolio_id");
  CREATE INDEX "pages_rels_portfolio_categories_id_idx" ON "pages_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "_pages_v_rels_portfolio_id_idx" ON "_pages_v_rels" USING btree ("portfolio_id");
  CREATE INDEX "_pages_v_rels_portfolio_categories_id_idx" ON "_pages_v_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "redirects_rels_portfolio_id_idx" ON "redirects_rels" USING btree ("portfolio_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "header_rels_portfolio_id_idx" ON "header_rels" USING btree ("portfolio_id");
  CREATE INDEX "footer_rels_portfolio_id_idx" ON "footer_rels" USING btree ("portfolio_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_portfolio_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_masonry_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_portfolio_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_masonry_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_categories" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_portfolio_grid" CASCADE;
  DROP TABLE "pages_blocks_masonry_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_portfolio_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_masonry_grid" CASCADE;
  DROP TABLE "portfolio" CASCADE;
  DROP TABLE "portfolio_rels" CASCADE;
  DROP TABLE "_portfolio_v" CASCADE;
  DROP TABLE "_portfolio_v_rels" CASCADE;
  DROP TABLE "portfolio_categories" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_portfolio_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_portfolio_categories_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_portfolio_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_portfolio_categories_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_portfolio_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk";
  
  ALTER TABLE "header_rels" DROP CONSTRAINT "header_rels_portfolio_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_portfolio_fk";
  
  DROP INDEX "pages_rels_portfolio_id_idx";
  DROP INDEX "pages_rels_portfolio_categories_id_idx";
  DROP INDEX "_pages_v_rels_portfolio_id_idx";
  DROP INDEX "_pages_v_rels_portfolio_categories_id_idx";
  DROP INDEX "redirects_rels_portfolio_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_categories_id_idx";
  DROP INDEX "header_rels_portfolio_id_idx";
  DROP INDEX "footer_rels_portfolio_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "pages_rels" DROP COLUMN "portfolio_categories_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "portfolio_categories_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_categories_id";
  ALTER TABLE "header_rels" DROP COLUMN "portfolio_id";
  ALTER TABLE "footer_rels" DROP COLUMN "portfolio_id";
  DROP TYPE "public"."enum_portfolio_link_type";
  DROP TYPE "public"."enum_portfolio_status";
  DROP TYPE "public"."enum__portfolio_v_version_link_type";
  DROP TYPE "public"."enum__portfolio_v_version_status";`)
}
