import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media_usages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"media" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "public" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_usages_id" integer;
  CREATE INDEX "media_usages_source_idx" ON "media_usages" USING btree ("source");
  CREATE INDEX "media_usages_media_idx" ON "media_usages" USING btree ("media");
  CREATE INDEX "media_usages_updated_at_idx" ON "media_usages" USING btree ("updated_at");
  CREATE INDEX "media_usages_created_at_idx" ON "media_usages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_usages_fk" FOREIGN KEY ("media_usages_id") REFERENCES "public"."media_usages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_public_idx" ON "media" USING btree ("public");
  CREATE INDEX "payload_locked_documents_rels_media_usages_id_idx" ON "payload_locked_documents_rels" USING btree ("media_usages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media_usages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_usages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_usages_fk";
  
  DROP INDEX "media_public_idx";
  DROP INDEX "payload_locked_documents_rels_media_usages_id_idx";
  ALTER TABLE "media" DROP COLUMN "public";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_usages_id";`)
}
