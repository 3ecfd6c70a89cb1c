import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_galleries_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_albums_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_galleries_v_autosave_idx" ON "_galleries_v" USING btree ("autosave");
  CREATE INDEX "_albums_v_autosave_idx" ON "_albums_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_galleries_v_autosave_idx";
  DROP INDEX "_albums_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_galleries_v" DROP COLUMN "autosave";
  ALTER TABLE "_albums_v" DROP COLUMN "autosave";`)
}
