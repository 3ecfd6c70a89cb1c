import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "audio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"credit" varchar,
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
  	"focal_y" numeric
  );
  
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "slideshow_music_id" integer;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "slideshow_music_id" integer;
  ALTER TABLE "galleries" ADD COLUMN "slideshow_music_id" integer;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_slideshow_music_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audio_id" integer;
  ALTER TABLE "gallery_settings" ADD COLUMN "slideshow_music_id" integer;
  CREATE INDEX "audio_updated_at_idx" ON "audio" USING btree ("updated_at");
  CREATE INDEX "audio_created_at_idx" ON "audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "audio_filename_idx" ON "audio" USING btree ("filename");
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_slideshow_music_id_audio_id_fk" FOREIGN KEY ("slideshow_music_id") REFERENCES "public"."audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_slideshow_music_id_audio_id_fk" FOREIGN KEY ("slideshow_music_id") REFERENCES "public"."audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_slideshow_music_id_audio_id_fk" FOREIGN KEY ("slideshow_music_id") REFERENCES "public"."audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_slideshow_music_id_audio_id_fk" FOREIGN KEY ("version_slideshow_music_id") REFERENCES "public"."audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audio_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_settings" ADD CONSTRAINT "gallery_settings_slideshow_music_id_audio_id_fk" FOREIGN KEY ("slideshow_music_id") REFERENCES "public"."audio"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_gallery_slideshow_slideshow_music_idx" ON "pages_blocks_gallery" USING btree ("slideshow_music_id");
  CREATE INDEX "_pages_v_blocks_gallery_slideshow_slideshow_music_idx" ON "_pages_v_blocks_gallery" USING btree ("slideshow_music_id");
  CREATE INDEX "galleries_slideshow_slideshow_music_idx" ON "galleries" USING btree ("slideshow_music_id");
  CREATE INDEX "_galleries_v_version_slideshow_version_slideshow_music_idx" ON "_galleries_v" USING btree ("version_slideshow_music_id");
  CREATE INDEX "payload_locked_documents_rels_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("audio_id");
  CREATE INDEX "gallery_settings_slideshow_slideshow_music_idx" ON "gallery_settings" USING btree ("slideshow_music_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audio" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audio" CASCADE;
  ALTER TABLE "pages_blocks_gallery" DROP CONSTRAINT "pages_blocks_gallery_slideshow_music_id_audio_id_fk";
  
  ALTER TABLE "_pages_v_blocks_gallery" DROP CONSTRAINT "_pages_v_blocks_gallery_slideshow_music_id_audio_id_fk";
  
  ALTER TABLE "galleries" DROP CONSTRAINT "galleries_slideshow_music_id_audio_id_fk";
  
  ALTER TABLE "_galleries_v" DROP CONSTRAINT "_galleries_v_version_slideshow_music_id_audio_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audio_fk";
  
  ALTER TABLE "gallery_settings" DROP CONSTRAINT "gallery_settings_slideshow_music_id_audio_id_fk";
  
  DROP INDEX "pages_blocks_gallery_slideshow_slideshow_music_idx";
  DROP INDEX "_pages_v_blocks_gallery_slideshow_slideshow_music_idx";
  DROP INDEX "galleries_slideshow_slideshow_music_idx";
  DROP INDEX "_galleries_v_version_slideshow_version_slideshow_music_idx";
  DROP INDEX "payload_locked_documents_rels_audio_id_idx";
  DROP INDEX "gallery_settings_slideshow_slideshow_music_idx";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "slideshow_music_id";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "slideshow_music_id";
  ALTER TABLE "galleries" DROP COLUMN "slideshow_music_id";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_slideshow_music_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audio_id";
  ALTER TABLE "gallery_settings" DROP COLUMN "slideshow_music_id";`)
}
