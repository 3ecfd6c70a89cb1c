import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "albums" ADD COLUMN "legacy_id" numeric;
  ALTER TABLE "_albums_v" ADD COLUMN "version_legacy_id" numeric;
  CREATE INDEX "albums_legacy_id_idx" ON "albums" USING btree ("legacy_id");
  CREATE INDEX "_albums_v_version_version_legacy_id_idx" ON "_albums_v" USING btree ("version_legacy_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "albums_legacy_id_idx";
  DROP INDEX "_albums_v_version_version_legacy_id_idx";
  ALTER TABLE "albums" DROP COLUMN "legacy_id";
  ALTER TABLE "_albums_v" DROP COLUMN "version_legacy_id";`)
}
