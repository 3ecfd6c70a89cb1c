import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`photo_ratings_ip_hash_idx\`;`)
  await db.run(sql`CREATE INDEX \`photo_ratings_visitor_idx\` ON \`photo_ratings\` (\`visitor\`);`)
  await db.run(sql`CREATE INDEX \`ipHash_photo_idx\` ON \`photo_ratings\` (\`ip_hash\`,\`photo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`photo_ratings_visitor_idx\`;`)
  await db.run(sql`DROP INDEX \`ipHash_photo_idx\`;`)
  await db.run(sql`CREATE INDEX \`photo_ratings_ip_hash_idx\` ON \`photo_ratings\` (\`ip_hash\`);`)
}
