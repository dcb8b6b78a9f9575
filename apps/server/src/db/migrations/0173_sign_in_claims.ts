import { sql, type Kysely } from 'kysely';

// Sign-in attempts being checked (issue 40, ADR 0187): a row with `pending_until` is a claim, not a failure — it holds
// one of the limit's places while the password is checked, and becomes a failure (pending_until null) only when the
// check fails, or goes away when it passes. A claim whose process died is never a failure: it lapses at pending_until.
// `claim` names the rows of one attempt (one per username and address).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sign_in_failures add column pending_until bigint`.execute(db);
  await sql`alter table sign_in_failures add column claim text`.execute(db);
  await sql`create index sign_in_failures_claim on sign_in_failures (claim) where claim is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sign_in_failures_claim`.execute(db);
  await sql`alter table sign_in_failures drop column claim`.execute(db);
  await sql`alter table sign_in_failures drop column pending_until`.execute(db);
}
