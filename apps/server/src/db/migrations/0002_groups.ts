import { sql, type Kysely } from 'kysely';

// Groups and their members (PORTAL-API.md "Groups"). Items are shared to groups by later migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('owner', 'text', (c) => c.notNull().references('users.username').onUpdate('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('snippet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('type_keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('private')
        .check(sql`access in ('private', 'org', 'public')`),
    )
    .addColumn('is_invitation_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_view_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_read_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('auto_join', 'boolean', (c) => c.notNull().defaultTo(false))
    // e.g. ["updateitemcontrol"] for a shared-update group.
    .addColumn('capabilities', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // 'org' (members of the owner's org only), 'collaboration', or 'none' (anyone).
    .addColumn('membership_access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`membership_access in ('org', 'collaboration', 'none')`),
    )
    .addColumn('protected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('thumbnail', 'text')
    .addColumn('sort_field', 'text', (c) => c.notNull().defaultTo('title'))
    .addColumn('sort_order', 'text', (c) => c.notNull().defaultTo('asc'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('modified', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index groups_org_title on groups (org_id, lower(title))`.execute(db);
  await db.schema.createIndex('groups_owner').on('groups').column('owner').execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) =>
      c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('member_type', 'text', (c) => c.notNull().check(sql`member_type in ('owner', 'admin', 'member')`))
    .addColumn('joined', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'username'])
    .execute();
  await db.schema.createIndex('group_members_username').on('group_members').column('username').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_members').execute();
  await db.schema.dropTable('groups').execute();
}
