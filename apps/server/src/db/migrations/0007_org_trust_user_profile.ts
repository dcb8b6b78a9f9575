import { sql, type Kysely } from 'kysely';

// Trusted organisations, and the profile fields of users (visibility, tags, thumbnail).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('org_trusts')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('trusted_org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_trusts_pk', ['org_id', 'trusted_org_id'])
    .execute();

  await db.schema
    .alterTable('users')
    // Who may see the profile: 'private' (self and admins), 'org', or 'public'.
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('org')
        .check(sql`access in ('private', 'org', 'public')`),
    )
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable('users').addColumn('thumbnail', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('culture', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('culture').execute();
  await db.schema.alterTable('users').dropColumn('thumbnail').execute();
  await db.schema.alterTable('users').dropColumn('tags').execute();
  await db.schema.alterTable('users').dropColumn('access').execute();
  await db.schema.dropTable('org_trusts').execute();
}
