import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "watermarked_by_gallery" numeric;
  ALTER TABLE "media" ADD COLUMN "watermarked_by_fingerprint" varchar;
  CREATE INDEX "media_watermarked_by_watermarked_by_gallery_idx" ON "media" USING btree ("watermarked_by_gallery");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_watermarked_by_watermarked_by_gallery_idx";
  ALTER TABLE "media" DROP COLUMN "watermarked_by_gallery";
  ALTER TABLE "media" DROP COLUMN "watermarked_by_fingerprint";`)
}
