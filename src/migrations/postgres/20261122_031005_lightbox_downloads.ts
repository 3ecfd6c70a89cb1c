import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "galleries" ADD COLUMN "behaviour_download_original" boolean DEFAULT false;
  ALTER TABLE "galleries" ADD COLUMN "watermark_allow_original_download" boolean DEFAULT false;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_behaviour_download_original" boolean DEFAULT false;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_watermark_allow_original_download" boolean DEFAULT false;
  ALTER TABLE "gallery_settings" ADD COLUMN "behaviour_download_original" boolean DEFAULT false;
  ALTER TABLE "gallery_settings" ADD COLUMN "watermark_allow_original_download" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "galleries" DROP COLUMN "behaviour_download_original";
  ALTER TABLE "galleries" DROP COLUMN "watermark_allow_original_download";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_behaviour_download_original";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_watermark_allow_original_download";
  ALTER TABLE "gallery_settings" DROP COLUMN "behaviour_download_original";
  ALTER TABLE "gallery_settings" DROP COLUMN "watermark_allow_original_download";`)
}
