import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "galleries" DROP COLUMN "lightbox_hits_position";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_lightbox_hits_position";
  ALTER TABLE "site_settings" DROP COLUMN "features_shop";
  ALTER TABLE "site_settings" DROP COLUMN "features_newsletter";
  ALTER TABLE "gallery_settings" DROP COLUMN "lightbox_hits_position";
  DROP TYPE "public"."enum_galleries_lightbox_hits_position";
  DROP TYPE "public"."enum__galleries_v_version_lightbox_hits_position";
  DROP TYPE "public"."enum_gallery_settings_lightbox_hits_position";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_galleries_lightbox_hits_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__galleries_v_version_lightbox_hits_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_gallery_settings_lightbox_hits_position" AS ENUM('top', 'bottom');
  ALTER TABLE "galleries" ADD COLUMN "lightbox_hits_position" "enum_galleries_lightbox_hits_position" DEFAULT 'bottom';
  ALTER TABLE "_galleries_v" ADD COLUMN "version_lightbox_hits_position" "enum__galleries_v_version_lightbox_hits_position" DEFAULT 'bottom';
  ALTER TABLE "site_settings" ADD COLUMN "features_shop" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "features_newsletter" boolean DEFAULT true;
  ALTER TABLE "gallery_settings" ADD COLUMN "lightbox_hits_position" "enum_gallery_settings_lightbox_hits_position" DEFAULT 'bottom' NOT NULL;`)
}
