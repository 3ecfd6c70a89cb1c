import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_subscribers_mailchimp_status" AS ENUM('off', 'queued', 'synced', 'failed');
  CREATE TYPE "public"."enum_site_settings_popup_kind" AS ENUM('newsletter', 'offer');
  CREATE TYPE "public"."enum_site_settings_popup_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_popup_trigger" AS ENUM('delay', 'scroll');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletterMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailchimpSync';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletterMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailchimpSync';
  CREATE TABLE "pages_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"redirect" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"redirect" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"consent_form" varchar,
  	"consent_email_hash" varchar,
  	"consent_confirmed_at" timestamp(3) with time zone,
  	"source" varchar,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"mailchimp_status" "enum_subscribers_mailchimp_status" DEFAULT 'off',
  	"mailchimp_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"galleries_id" integer,
  	"albums_id" integer,
  	"portfolio_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "features_newsletter" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_heading" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "popup_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "popup_kind" "enum_site_settings_popup_kind" DEFAULT 'newsletter';
  ALTER TABLE "site_settings" ADD COLUMN "popup_heading" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "popup_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "popup_link_type" "enum_site_settings_popup_link_type" DEFAULT 'reference';
  ALTER TABLE "site_settings" ADD COLUMN "popup_link_new_tab" boolean;
  ALTER TABLE "site_settings" ADD COLUMN "popup_link_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "popup_link_label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "popup_trigger" "enum_site_settings_popup_trigger" DEFAULT 'delay';
  ALTER TABLE "site_settings" ADD COLUMN "popup_delay_seconds" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "popup_scroll_percent" numeric DEFAULT 50;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_newsletter_order_idx" ON "pages_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_parent_id_idx" ON "pages_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_path_idx" ON "pages_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_order_idx" ON "_pages_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_parent_id_idx" ON "_pages_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_path_idx" ON "_pages_v_blocks_newsletter" USING btree ("_path");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_pages_id_idx" ON "site_settings_rels" USING btree ("pages_id");
  CREATE INDEX "site_settings_rels_galleries_id_idx" ON "site_settings_rels" USING btree ("galleries_id");
  CREATE INDEX "site_settings_rels_albums_id_idx" ON "site_settings_rels" USING btree ("albums_id");
  CREATE INDEX "site_settings_rels_portfolio_id_idx" ON "site_settings_rels" USING btree ("portfolio_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_newsletter" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'formNotification');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'formNotification');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "site_settings" DROP COLUMN "features_newsletter";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_heading";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_text";
  ALTER TABLE "site_settings" DROP COLUMN "popup_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "popup_kind";
  ALTER TABLE "site_settings" DROP COLUMN "popup_heading";
  ALTER TABLE "site_settings" DROP COLUMN "popup_text";
  ALTER TABLE "site_settings" DROP COLUMN "popup_link_type";
  ALTER TABLE "site_settings" DROP COLUMN "popup_link_new_tab";
  ALTER TABLE "site_settings" DROP COLUMN "popup_link_url";
  ALTER TABLE "site_settings" DROP COLUMN "popup_link_label";
  ALTER TABLE "site_settings" DROP COLUMN "popup_trigger";
  ALTER TABLE "site_settings" DROP COLUMN "popup_delay_seconds";
  ALTER TABLE "site_settings" DROP COLUMN "popup_scroll_percent";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_subscribers_mailchimp_status";
  DROP TYPE "public"."enum_site_settings_popup_kind";
  DROP TYPE "public"."enum_site_settings_popup_link_type";
  DROP TYPE "public"."enum_site_settings_popup_trigger";`)
}
