import { type Kysely } from 'kysely';

// The domain service (spec 1 §7): hostname → site. Deleting a site item removes its domains.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostname', 'text', (c) => c.notNull().unique())
    .addColumn('site_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('org_key', 'text', (c) => c.notNull())
    .addColumn('org_title', 'text', (c) => c.notNull())
    .addColumn('site_title', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ssl_only', 'boolean', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('modified', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('domains_site').on('domains').column('site_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domains').execute();
}
