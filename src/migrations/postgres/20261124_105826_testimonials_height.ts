import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_testimonials_height" AS ENUM('tallest', 'adaptive');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_height" AS ENUM('tallest', 'adaptive');
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "height" "enum_pages_blocks_testimonials_height" DEFAULT 'tallest';
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "height" "enum__pages_v_blocks_testimonials_height" DEFAULT 'tallest';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "height";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "height";
  DROP TYPE "public"."enum_pages_blocks_testimonials_height";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_height";`)
}
