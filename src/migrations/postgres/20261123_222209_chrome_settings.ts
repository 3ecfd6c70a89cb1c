import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_columns_columns_background" AS ENUM('none', 'wash', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_columns_columns_background" AS ENUM('none', 'wash', 'brand', 'dark');
  ALTER TABLE "pages_blocks_columns_columns" ADD COLUMN "background" "enum_pages_blocks_columns_columns_background" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_columns_columns" ADD COLUMN "background" "enum__pages_v_blocks_columns_columns_background" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "chat_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "chat_script_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_provider" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "features_page_transitions" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "features_preloader" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_columns_columns" DROP COLUMN "background";
  ALTER TABLE "_pages_v_blocks_columns_columns" DROP COLUMN "background";
  ALTER TABLE "site_settings" DROP COLUMN "chat_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "chat_script_url";
  ALTER TABLE "site_settings" DROP COLUMN "chat_provider";
  ALTER TABLE "site_settings" DROP COLUMN "features_page_transitions";
  ALTER TABLE "site_settings" DROP COLUMN "features_preloader";
  DROP TYPE "public"."enum_pages_blocks_columns_columns_background";
  DROP TYPE "public"."enum__pages_v_blocks_columns_columns_background";`)
}
