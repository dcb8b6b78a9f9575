import { sql, type Kysely } from 'kysely';

// Expired tokens, codes and refresh tokens are deleted in small batches by a periodic sweep (ADR 0103):
// an index on the expiry makes each batch an index range scan instead of a scan of the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index access_tokens_expires on access_tokens (expires)`.execute(db);
  await sql`create index oauth_codes_expires on oauth_codes (expires)`.execute(db);
  await sql`create index refresh_tokens_expires on refresh_tokens (expires)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists refresh_tokens_expires`.execute(db);
  await sql`drop index if exists oauth_codes_expires`.execute(db);
  await sql`drop index if exists access_tokens_expires`.execute(db);
}
