import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "video_galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"playlist_id" varchar,
  	"page_size" numeric DEFAULT 12,
  	"columns" numeric DEFAULT 3,
  	"show_titles" boolean DEFAULT true,
  	"show_paging" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_galleries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"videos_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_galleries_id" integer;
  ALTER TABLE "video_galleries_rels" ADD CONSTRAINT "video_galleries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_galleries_rels" ADD CONSTRAINT "video_galleries_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "video_galleries_slug_idx" ON "video_galleries" USING btree ("slug");
  CREATE INDEX "video_galleries_updated_at_idx" ON "video_galleries" USING btree ("updated_at");
  CREATE INDEX "video_galleries_created_at_idx" ON "video_galleries" USING btree ("created_at");
  CREATE INDEX "video_galleries_rels_order_idx" ON "video_galleries_rels" USING btree ("order");
  CREATE INDEX "video_galleries_rels_parent_idx" ON "video_galleries_rels" USING btree ("parent_id");
  CREATE INDEX "video_galleries_rels_path_idx" ON "video_galleries_rels" USING btree ("path");
  CREATE INDEX "video_galleries_rels_videos_id_idx" ON "video_galleries_rels" USING btree ("videos_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_galleries_fk" FOREIGN KEY ("video_galleries_id") REFERENCES "public"."video_galleries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_video_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("video_galleries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "video_galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_galleries_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "video_galleries" CASCADE;
  DROP TABLE "video_galleries_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_galleries_fk";
  
  DROP INDEX "payload_locked_documents_rels_video_galleries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_galleries_id";`)
}
