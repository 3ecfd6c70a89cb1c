import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pricelists" ADD COLUMN "legacy_id" numeric;
  CREATE INDEX "pricelists_legacy_id_idx" ON "pricelists" USING btree ("legacy_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pricelists_legacy_id_idx";
  ALTER TABLE "pricelists" DROP COLUMN "legacy_id";`)
}
