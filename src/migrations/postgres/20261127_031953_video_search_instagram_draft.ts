import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_rels" ADD COLUMN "video_galleries_id" integer;
  ALTER TABLE "instagram_sources" ADD COLUMN "publish" boolean DEFAULT false;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_video_galleries_fk" FOREIGN KEY ("video_galleries_id") REFERENCES "public"."video_galleries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_video_galleries_id_idx" ON "search_rels" USING btree ("video_galleries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_video_galleries_fk";
  
  DROP INDEX "search_rels_video_galleries_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "video_galleries_id";
  ALTER TABLE "instagram_sources" DROP COLUMN "publish";`)
}
