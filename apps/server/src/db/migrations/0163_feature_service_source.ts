import type { Kysely } from 'kysely';

// A public CSV served as a feature service through the hub's proxy path (issue 17, ADR 0163): its rows are loaded
// from the item's file on first need, and the service remembers which file (`{fileId}@{modified}`) it was loaded from,
// so a replaced or restored file is loaded again. Null for a service its owner published.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feature_services').addColumn('source_file', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feature_services').dropColumn('source_file').execute();
}
