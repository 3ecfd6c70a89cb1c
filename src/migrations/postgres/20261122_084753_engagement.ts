import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_comments_status" AS ENUM('pending', 'approved', 'spam', 'rejected');
  CREATE TABLE "comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"status" "enum_comments_status" DEFAULT 'pending' NOT NULL,
  	"photo_id" integer NOT NULL,
  	"gallery_id" integer,
  	"visitor" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "photo_ratings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer NOT NULL,
  	"gallery_id" integer,
  	"value" numeric NOT NULL,
  	"visitor" varchar NOT NULL,
  	"ip_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "photo_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer NOT NULL,
  	"votes" numeric DEFAULT 0 NOT NULL,
  	"rating_sum" numeric DEFAULT 0 NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL,
  	"comments" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "galleries" ADD COLUMN "behaviour_comment_email" boolean DEFAULT false;
  ALTER TABLE "galleries" ADD COLUMN "behaviour_comment_notify" boolean DEFAULT false;
  ALTER TABLE "galleries" ADD COLUMN "behaviour_rating_under_thumbnails" boolean DEFAULT false;
  ALTER TABLE "galleries" ADD COLUMN "behaviour_show_view_count" boolean DEFAULT true;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_behaviour_comment_email" boolean DEFAULT false;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_behaviour_comment_notify" boolean DEFAULT false;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_behaviour_rating_under_thumbnails" boolean DEFAULT false;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_behaviour_show_view_count" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "photo_ratings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "photo_stats_id" integer;
  ALTER TABLE "gallery_settings" ADD COLUMN "behaviour_comment_email" boolean DEFAULT false;
  ALTER TABLE "gallery_settings" ADD COLUMN "behaviour_comment_notify" boolean DEFAULT false;
  ALTER TABLE "gallery_settings" ADD COLUMN "behaviour_rating_under_thumbnails" boolean DEFAULT false;
  ALTER TABLE "gallery_settings" ADD COLUMN "behaviour_show_view_count" boolean DEFAULT true;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photo_ratings" ADD CONSTRAINT "photo_ratings_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photo_ratings" ADD CONSTRAINT "photo_ratings_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photo_stats" ADD CONSTRAINT "photo_stats_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status");
  CREATE INDEX "comments_photo_idx" ON "comments" USING btree ("photo_id");
  CREATE INDEX "comments_gallery_idx" ON "comments" USING btree ("gallery_id");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  CREATE INDEX "photo_ratings_photo_idx" ON "photo_ratings" USING btree ("photo_id");
  CREATE INDEX "photo_ratings_gallery_idx" ON "photo_ratings" USING btree ("gallery_id");
  CREATE INDEX "photo_ratings_ip_hash_idx" ON "photo_ratings" USING btree ("ip_hash");
  CREATE INDEX "photo_ratings_updated_at_idx" ON "photo_ratings" USING btree ("updated_at");
  CREATE INDEX "photo_ratings_created_at_idx" ON "photo_ratings" USING btree ("created_at");
  CREATE UNIQUE INDEX "photo_visitor_idx" ON "photo_ratings" USING btree ("photo_id","visitor");
  CREATE UNIQUE INDEX "photo_stats_photo_idx" ON "photo_stats" USING btree ("photo_id");
  CREATE INDEX "photo_stats_updated_at_idx" ON "photo_stats" USING btree ("updated_at");
  CREATE INDEX "photo_stats_created_at_idx" ON "photo_stats" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photo_ratings_fk" FOREIGN KEY ("photo_ratings_id") REFERENCES "public"."photo_ratings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photo_stats_fk" FOREIGN KEY ("photo_stats_id") REFERENCES "public"."photo_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");
  CREATE INDEX "payload_locked_documents_rels_photo_ratings_id_idx" ON "payload_locked_documents_rels" USING btree ("photo_ratings_id");
  CREATE INDEX "payload_locked_documents_rels_photo_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("photo_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photo_ratings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photo_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "photo_ratings" CASCADE;
  DROP TABLE "photo_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_photo_ratings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_photo_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_comments_id_idx";
  DROP INDEX "payload_locked_documents_rels_photo_ratings_id_idx";
  DROP INDEX "payload_locked_documents_rels_photo_stats_id_idx";
  ALTER TABLE "galleries" DROP COLUMN "behaviour_comment_email";
  ALTER TABLE "galleries" DROP COLUMN "behaviour_comment_notify";
  ALTER TABLE "galleries" DROP COLUMN "behaviour_rating_under_thumbnails";
  ALTER TABLE "galleries" DROP COLUMN "behaviour_show_view_count";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_behaviour_comment_email";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_behaviour_comment_notify";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_behaviour_rating_under_thumbnails";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_behaviour_show_view_count";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "photo_ratings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "photo_stats_id";
  ALTER TABLE "gallery_settings" DROP COLUMN "behaviour_comment_email";
  ALTER TABLE "gallery_settings" DROP COLUMN "behaviour_comment_notify";
  ALTER TABLE "gallery_settings" DROP COLUMN "behaviour_rating_under_thumbnails";
  ALTER TABLE "gallery_settings" DROP COLUMN "behaviour_show_view_count";
  DROP TYPE "public"."enum_comments_status";`)
}
