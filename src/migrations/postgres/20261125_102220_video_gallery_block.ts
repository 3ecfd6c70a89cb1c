import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_video_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"gallery_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"gallery_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_video_gallery" ADD CONSTRAINT "pages_blocks_video_gallery_gallery_id_video_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."video_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_gallery" ADD CONSTRAINT "pages_blocks_video_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_gallery" ADD CONSTRAINT "_pages_v_blocks_video_gallery_gallery_id_video_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."video_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_gallery" ADD CONSTRAINT "_pages_v_blocks_video_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_gallery_order_idx" ON "pages_blocks_video_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_gallery_parent_id_idx" ON "pages_blocks_video_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_gallery_path_idx" ON "pages_blocks_video_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_gallery_gallery_idx" ON "pages_blocks_video_gallery" USING btree ("gallery_id");
  CREATE INDEX "_pages_v_blocks_video_gallery_order_idx" ON "_pages_v_blocks_video_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_gallery_parent_id_idx" ON "_pages_v_blocks_video_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_gallery_path_idx" ON "_pages_v_blocks_video_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_gallery_gallery_idx" ON "_pages_v_blocks_video_gallery" USING btree ("gallery_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_video_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_video_gallery" CASCADE;`)
}
