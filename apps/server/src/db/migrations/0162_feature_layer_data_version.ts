import { sql, type Kysely } from 'kysely';

// A layer's data version (issue 20, ADR 0160): raised by every write of its rows, so statistics answered from memory
// are keyed by the data they were computed over and never outlive it — on every server process sharing the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feature_layers')
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(sql`1`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feature_layers').dropColumn('data_version').execute();
}
