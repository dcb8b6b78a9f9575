import type { Kysely } from 'kysely';

// User resources (`community/users/{u}/resources/{key}`): the hub user settings live here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_resources')
    .addColumn('username', 'text', (c) =>
      c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('modified', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_resources_pk', ['username', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_resources').execute();
}
