import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_videos_tracks_kind" AS ENUM('captions', 'subtitles', 'chapters');
  CREATE TYPE "public"."enum_videos_stream_status" AS ENUM('none', 'queued', 'processing', 'ready', 'failed', 'unavailable');
  ALTER TYPE "public"."enum_media_kind" ADD VALUE 'clip';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'videoStream';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'videoStream';
  CREATE TABLE "pages_blocks_media_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"clip_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"clip_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "videos_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_videos_tracks_kind" DEFAULT 'captions' NOT NULL,
  	"language" varchar DEFAULT 'en' NOT NULL,
  	"label" varchar NOT NULL,
  	"vtt" varchar NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "clip_id" integer;
  ALTER TABLE "videos" ADD COLUMN "stream_status" "enum_videos_stream_status" DEFAULT 'none';
  ALTER TABLE "videos" ADD COLUMN "stream_message" varchar;
  ALTER TABLE "videos" ADD COLUMN "stream_rungs" varchar;
  ALTER TABLE "video_galleries" ADD COLUMN "autonext" boolean DEFAULT false;
  ALTER TABLE "video_galleries" ADD COLUMN "thumbplay" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_media_player" ADD CONSTRAINT "pages_blocks_media_player_clip_id_videos_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_player" ADD CONSTRAINT "pages_blocks_media_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player" ADD CONSTRAINT "_pages_v_blocks_media_player_clip_id_videos_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player" ADD CONSTRAINT "_pages_v_blocks_media_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_tracks" ADD CONSTRAINT "videos_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_media_player_order_idx" ON "pages_blocks_media_player" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_player_parent_id_idx" ON "pages_blocks_media_player" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_player_path_idx" ON "pages_blocks_media_player" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_player_clip_idx" ON "pages_blocks_media_player" USING btree ("clip_id");
  CREATE INDEX "_pages_v_blocks_media_player_order_idx" ON "_pages_v_blocks_media_player" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_player_parent_id_idx" ON "_pages_v_blocks_media_player" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_player_path_idx" ON "_pages_v_blocks_media_player" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_player_clip_idx" ON "_pages_v_blocks_media_player" USING btree ("clip_id");
  CREATE INDEX "videos_tracks_order_idx" ON "videos_tracks" USING btree ("_order");
  CREATE INDEX "videos_tracks_parent_id_idx" ON "videos_tracks" USING btree ("_parent_id");
  ALTER TABLE "media" ADD CONSTRAINT "media_clip_id_videos_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_clip_idx" ON "media" USING btree ("clip_id");
  CREATE INDEX "videos_stream_stream_status_idx" ON "videos" USING btree ("stream_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_media_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_tracks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_media_player" CASCADE;
  DROP TABLE "_pages_v_blocks_media_player" CASCADE;
  DROP TABLE "videos_tracks" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_clip_id_videos_id_fk";
  
  ALTER TABLE "media" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "media" ALTER COLUMN "kind" SET DEFAULT 'image'::text;
  DROP TYPE "public"."enum_media_kind";
  CREATE TYPE "public"."enum_media_kind" AS ENUM('image', 'embed');
  ALTER TABLE "media" ALTER COLUMN "kind" SET DEFAULT 'image'::"public"."enum_media_kind";
  ALTER TABLE "media" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_media_kind" USING "kind"::"public"."enum_media_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'formNotification', 'newsletterMail', 'mailchimpSync', 'orderMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'formNotification', 'newsletterMail', 'mailchimpSync', 'orderMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_clip_idx";
  DROP INDEX "videos_stream_stream_status_idx";
  ALTER TABLE "media" DROP COLUMN "clip_id";
  ALTER TABLE "videos" DROP COLUMN "stream_status";
  ALTER TABLE "videos" DROP COLUMN "stream_message";
  ALTER TABLE "videos" DROP COLUMN "stream_rungs";
  ALTER TABLE "video_galleries" DROP COLUMN "autonext";
  ALTER TABLE "video_galleries" DROP COLUMN "thumbplay";
  DROP TYPE "public"."enum_videos_tracks_kind";
  DROP TYPE "public"."enum_videos_stream_status";`)
}
