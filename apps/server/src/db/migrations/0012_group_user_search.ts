import { sql, type Kysely } from 'kysely';

// Group and user search speak the item search language (ADR 0100): full text over a weighted vector.
// These indexes are built on exactly the expressions of search/groupSearchTarget.ts and
// search/userSearchTarget.ts, so that the planner can use them; change both together.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index groups_search on groups using gin ((
      setweight(to_tsvector('english', title), 'A') ||
      setweight(jsonb_to_tsvector('english', tags, '["string"]'), 'B') ||
      setweight(to_tsvector('english', snippet), 'C') ||
      setweight(to_tsvector('english', description), 'D')
    ))`.execute(db);
  await sql`
    create index users_search on users using gin ((
      setweight(to_tsvector('english', username), 'A') ||
      setweight(to_tsvector('english', full_name), 'B') ||
      setweight(jsonb_to_tsvector('english', tags, '["string"]'), 'C') ||
      setweight(to_tsvector('english', description), 'D')
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_search`.execute(db);
  await sql`drop index if exists groups_search`.execute(db);
}
