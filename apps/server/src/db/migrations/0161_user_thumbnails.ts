import { type Kysely } from 'kysely';

// Profile pictures (issue 19, ADR 0156): one small image per user (at most 1 MB, PNG, JPEG, GIF or WebP), kept with
// the user and served at `community/users/{username}/info/{file}`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_thumbnails')
    .addColumn('username', 'text', (c) =>
      c.primaryKey().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('modified', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_thumbnails').execute();
}
