import { sql, type Kysely } from 'kysely';

// An OAuth app per site (ADR 0106): an app may belong to an item (one app per item) and dies with it;
// `app_type` is the portal's `browser` or `multiple`; `modified` is the last change of its redirect URIs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('oauth_apps')
    .addColumn('item_id', 'text', (c) => c.references('items.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('oauth_apps')
    .addColumn('app_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('browser')
        .check(sql`app_type in ('browser', 'multiple')`),
    )
    .execute();
  await db.schema
    .alterTable('oauth_apps')
    .addColumn('modified', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update oauth_apps set modified = created`.execute(db);
  // At most one app per item (NULLs — apps of no item — are distinct).
  await db.schema.createIndex('oauth_apps_item').unique().on('oauth_apps').column('item_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oauth_apps_item').execute();
  await db.schema.alterTable('oauth_apps').dropColumn('modified').execute();
  await db.schema.alterTable('oauth_apps').dropColumn('app_type').execute();
  await db.schema.alterTable('oauth_apps').dropColumn('item_id').execute();
}
