import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_instagram_sources_token_status" AS ENUM('valid', 'invalid');
  ALTER TYPE "public"."enum_import_runs_kind" ADD VALUE 'instagram';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importInstagram';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'instagramRound';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importInstagram';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'instagramRound';
  CREATE TABLE "instagram_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"username" varchar NOT NULL,
  	"account_id" varchar NOT NULL,
  	"gallery_id" integer,
  	"whole_post" boolean DEFAULT true,
  	"count" numeric DEFAULT 50 NOT NULL,
  	"keep_updated" boolean DEFAULT false,
  	"token" varchar NOT NULL,
  	"token_status" "enum_instagram_sources_token_status" DEFAULT 'valid',
  	"token_expires_at" timestamp(3) with time zone,
  	"token_refreshed_at" timestamp(3) with time zone,
  	"last_imported_at" timestamp(3) with time zone,
  	"last_message" varchar,
  	"seen" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "media" ADD COLUMN "instagram_id" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "instagram_sources_id" integer;
  ALTER TABLE "instagram_sources" ADD CONSTRAINT "instagram_sources_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "instagram_sources_account_id_idx" ON "instagram_sources" USING btree ("account_id");
  CREATE INDEX "instagram_sources_gallery_idx" ON "instagram_sources" USING btree ("gallery_id");
  CREATE INDEX "instagram_sources_updated_at_idx" ON "instagram_sources" USING btree ("updated_at");
  CREATE INDEX "instagram_sources_created_at_idx" ON "instagram_sources" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_instagram_sources_fk" FOREIGN KEY ("instagram_sources_id") REFERENCES "public"."instagram_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_instagram_id_idx" ON "media" USING btree ("instagram_id");
  CREATE INDEX "payload_locked_documents_rels_instagram_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("instagram_sources_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "instagram_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "instagram_sources" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_instagram_sources_fk";
  
  ALTER TABLE "import_runs" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_import_runs_kind";
  CREATE TYPE "public"."enum_import_runs_kind" AS ENUM('bwg');
  ALTER TABLE "import_runs" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_import_runs_kind" USING "kind"::"public"."enum_import_runs_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'formNotification', 'newsletterMail', 'mailchimpSync', 'orderMail', 'videoStream', 'importBwg');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'formNotification', 'newsletterMail', 'mailchimpSync', 'orderMail', 'videoStream', 'importBwg');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_instagram_id_idx";
  DROP INDEX "payload_locked_documents_rels_instagram_sources_id_idx";
  ALTER TABLE "media" DROP COLUMN "instagram_id";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "instagram_sources_id";
  DROP TYPE "public"."enum_instagram_sources_token_status";`)
}
