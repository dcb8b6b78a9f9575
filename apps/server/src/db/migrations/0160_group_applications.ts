import { type Kysely } from 'kysely';

// Requests to join a group (issue 19, ADR 0154): joining a group that is not auto-join makes an application that the
// group's managers accept (the user becomes a member) or decline. One application per group and user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_applications')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) =>
      c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('received', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_applications_pk', ['group_id', 'username'])
    .execute();
  await db.schema.createIndex('group_applications_username').on('group_applications').column('username').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_applications').execute();
}
