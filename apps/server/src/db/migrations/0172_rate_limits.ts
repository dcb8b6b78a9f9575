import { sql, type Kysely } from 'kysely';

// Rate limits kept in the database, so every process sharing it shares them (issue 40, 42; ADR 0186):
// - rate_limit_buckets: a token bucket per key (an address's telemetry batches, an address's answers to a survey),
//   refilled and spent in one statement; a bucket idle long enough to be full again is deleted (it means nothing).
// - rate_limit_windows: a count per key and fixed window (telemetry's events per site and overall per hour): what was
//   taken and what was refused over the budget, kept a few days for the operator's status.
// `allowed` is what the last take of the row decided (the statement's answer: RETURNING sees only the new row).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limit_buckets (
    scope text not null,
    key text not null,
    tokens double precision not null,
    at bigint not null,
    allowed boolean not null,
    primary key (scope, key)
  )`.execute(db);
  await sql`create index rate_limit_buckets_idle on rate_limit_buckets (scope, at)`.execute(db);
  await sql`create table rate_limit_windows (
    scope text not null,
    key text not null,
    window_start bigint not null,
    used bigint not null,
    refused bigint not null,
    allowed boolean not null,
    primary key (scope, key, window_start)
  )`.execute(db);
  await sql`create index rate_limit_windows_age on rate_limit_windows (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_windows`.execute(db);
  await sql`drop table rate_limit_buckets`.execute(db);
}
