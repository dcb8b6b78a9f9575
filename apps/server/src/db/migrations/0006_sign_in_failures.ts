import { sql, type Kysely } from 'kysely';

// Failed sign-ins, per username and per IP, for the abuse limit (10 in 15 minutes).
// In the database so that several stateless servers over one PostgreSQL share the count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('username', 'ip')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_failures_lookup')
    .on('sign_in_failures')
    .columns(['scope', 'subject', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
