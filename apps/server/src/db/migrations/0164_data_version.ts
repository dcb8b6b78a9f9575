import { sql, type Kysely } from 'kysely';

// The data version (issue 24, ADR 0164): one number that moves whenever a committed write changes something an
// anonymous portal answer is made of, so answers cached for anonymous callers can be kept until it moves. A deferred
// constraint trigger bumps it as each writing transaction commits (once per transaction, not per row), so the new
// number becomes visible together with the data — never before it, which would let a reader cache old data under
// the new number — and the row lock lasts only from that trigger to the commit.
export const DATA_VERSION_TABLES = [
  'orgs',
  'org_trusts',
  'users',
  'groups',
  'group_members',
  'folders',
  'items',
  'item_groups',
  'item_files',
  'domains',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table data_version (
    id smallint primary key check (id = 1),
    version bigint not null,
    changed_by xid8
  )`.execute(db);
  await sql`insert into data_version (id, version) values (1, 1)`.execute(db);
  await sql`create function bump_data_version() returns trigger language plpgsql as $$
    begin
      update data_version set version = version + 1, changed_by = pg_current_xact_id()
        where id = 1 and changed_by is distinct from pg_current_xact_id();
      return null;
    end $$`.execute(db);
  for (const table of DATA_VERSION_TABLES) {
    await sql`create constraint trigger ${sql.raw(`data_version_${table}`)} after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function bump_data_version()`.execute(db);
    await sql`create trigger ${sql.raw(`data_version_truncate_${table}`)} after truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DATA_VERSION_TABLES) {
    await sql`drop trigger ${sql.raw(`data_version_${table}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.raw(`data_version_truncate_${table}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function bump_data_version()`.execute(db);
  await sql`drop table data_version`.execute(db);
}
