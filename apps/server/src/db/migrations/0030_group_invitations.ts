import { sql, type Kysely } from 'kysely';

// Issue 12 item 8 (ADR 0115): adding a user of another organisation to a group makes an invitation the
// user accepts or declines, unless the user's organisation trusts the group's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull().references('users.username').onDelete('cascade'))
    .addColumn('member_type', 'text', (c) => c.notNull().check(sql`member_type in ('member', 'admin')`))
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('group_invitations_group_user', ['group_id', 'username'])
    .execute();
  await sql`create index group_invitations_username on group_invitations (username)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_invitations').execute();
}
