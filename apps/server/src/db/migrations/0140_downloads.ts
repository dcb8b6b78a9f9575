import { sql, type Kysely } from 'kysely';

// Downloads (issue 17, ADR 0125): an export of a hosted layer in a format, for a filter, at a version of the data.
// The export runs as a job (`jobs`, type `export`); its file is an item file of role `download`, so it goes with its
// item. `cache_key` (item, layer, format, filter, data version) makes the same request find the same export. A
// schedule refreshes an item's exports at a cadence.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    declare c text;
    begin
      select conname into c from pg_constraint
        where conrelid = 'item_files'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%role%';
      if c is not null then execute format('alter table item_files drop constraint %I', c); end if;
    end $$`.execute(db);
  await sql`
    alter table item_files add constraint item_files_role_check
      check (role in ('data', 'resource', 'info', 'download'))`.execute(db);
  await sql`
    create table downloads (
      id text primary key,
      item_id text not null references items(id) on delete cascade,
      layer_id integer not null,
      format text not null,
      filter jsonb not null,
      data_version text not null,
      cache_key text not null unique,
      job_id text not null references jobs(id) on delete cascade,
      requested_by text not null,
      fetches integer not null default 0,
      created bigint not null
    )`.execute(db);
  await sql`create index downloads_item on downloads (item_id, layer_id, format)`.execute(db);
  // An item's download schedule (spec 2 §3): its mode and, when scheduled, its cadence and time; a queued job of type
  // `export-schedule` runs it at its next time.
  await sql`
    create table download_schedules (
      item_id text primary key references items(id) on delete cascade,
      mode text not null check (mode in ('automatic', 'manual', 'scheduled')),
      cadence text check (cadence in ('daily', 'weekly', 'monthly', 'yearly')),
      hour integer, day integer, date integer, month integer, timezone text,
      next_run bigint,
      last_run bigint,
      editor text not null,
      created bigint not null,
      updated bigint not null
    )`.execute(db);
}
