import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "photo_ratings_ip_hash_idx";
  CREATE INDEX "photo_ratings_visitor_idx" ON "photo_ratings" USING btree ("visitor");
  CREATE INDEX "ipHash_photo_idx" ON "photo_ratings" USING btree ("ip_hash","photo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "photo_ratings_visitor_idx";
  DROP INDEX "ipHash_photo_idx";
  CREATE INDEX "photo_ratings_ip_hash_idx" ON "photo_ratings" USING btree ("ip_hash");`)
}
