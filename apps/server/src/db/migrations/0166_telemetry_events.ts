import { sql, type Kysely } from 'kysely';

// Telemetry (issue 22, ADR 0172): what consenting visitors did on a site — page views, searches with their result
// counts, downloads, sign-ins, workflow steps, session starts and stops — kept here instead of a third party's
// service. No address and no raw identifier is stored: visitor, session, user and organisation ids are keyed hashes
// (HMAC-SHA-256 under `telemetry_keys`' secret, made once per database). `occurred` is the server's clock when the
// batch arrived. An event goes with its site.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table telemetry_keys (
    id integer primary key check (id = 1),
    secret text not null
  )`.execute(db);
  await sql`insert into telemetry_keys (id, secret)
    values (1, encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text || random()::text, 'UTF8')), 'hex'))`.execute(
    db,
  );
  await sql`create table telemetry_events (
    id bigint generated always as identity primary key,
    site_id text not null references items(id) on delete cascade,
    item_id text,
    event_type text not null check (event_type in ('pageView', 'search', 'download', 'signIn', 'workflow', 'session')),
    category text,
    action text,
    label text,
    duration integer,
    workflow_id text,
    user_type text not null check (user_type in ('anonymous', 'orgMember', 'otherOrg')),
    user_hash text,
    org_hash text,
    visitor_hash text not null,
    session_hash text not null,
    path text,
    query text,
    result_count integer,
    format text,
    referrer_host text,
    element text,
    response text check (response in ('Success', 'Failure')),
    occurred bigint not null
  )`.execute(db);
  await sql`create index telemetry_events_site on telemetry_events (site_id, occurred)`.execute(db);
  await sql`create index telemetry_events_item on telemetry_events (item_id, occurred) where item_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table telemetry_events`.execute(db);
  await sql`drop table telemetry_keys`.execute(db);
}
