import { sql, type Kysely } from 'kysely';

// Daily rollups of telemetry (issue 22, ADR 0172 addendum): once a UTC day is over, its events are summed per site
// and per item into facts — counts per event type, per item viewed, per search (with the sum of its result counts),
// per empty search, download format and referrer, one row per visitor (so distinct visitors over several days stay
// exact) and their number, and the day's sessions with the sum of their lengths. A report of a week or a month reads the facts of the days
// rolled up and the raw events of the others. `telemetry_rolled_days` says which days are done (and claims a day, so
// two servers never roll the same one). A BRIN index on `occurred` finds a day's events in an append-only table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table telemetry_daily (
    scope text not null check (scope in ('site', 'item')),
    target_id text not null,
    day bigint not null,
    fact text not null,
    key text not null,
    count bigint not null,
    total bigint not null default 0
  )`.execute(db);
  await sql`create index telemetry_daily_target on telemetry_daily (scope, target_id, day)`.execute(db);
  await sql`create table telemetry_rolled_days (
    day bigint primary key,
    rolled bigint not null
  )`.execute(db);
  await sql`create index telemetry_events_occurred on telemetry_events using brin (occurred)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index telemetry_events_occurred`.execute(db);
  await sql`drop table telemetry_rolled_days`.execute(db);
  await sql`drop table telemetry_daily`.execute(db);
}
