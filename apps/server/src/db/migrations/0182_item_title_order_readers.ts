import { sql, type Kysely } from 'kysely';

// Paging by title without the items' rows (issue 42, ADR 0195): the title order with what the visibility rule reads
// (access for anonymous callers, the reader set for everyone else), so a page deep in a catalog sorted by title —
// the 9,901st result — walks one index and never the table (an index-only scan, where the visibility map allows).
// `title` itself is carried so that `lower(title)` can be answered from the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index items_title_readers on items (lower(title), id) include (title, access, readers)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index items_title_readers`.execute(db);
}
