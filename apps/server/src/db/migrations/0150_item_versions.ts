import { sql, type Kysely } from 'kysely';

// Versions of an item's file (issue 18, ADR 0152): replacing the data file of an item keeps the file it replaces as an
// item file of role `version` (its path is its own id), so it goes with its item. Every data and version file says who
// made it the item's file (`author`) and under which name (`file_name`), so a version list can say who and when.
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
      check (role in ('data', 'resource', 'info', 'download', 'version'))`.execute(db);
  await sql`alter table item_files add column author text`.execute(db);
  await sql`alter table item_files add column file_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from item_files where role = 'version'`.execute(db);
  await sql`alter table item_files drop column file_name`.execute(db);
  await sql`alter table item_files drop column author`.execute(db);
  await sql`alter table item_files drop constraint item_files_role_check`.execute(db);
  await sql`
    alter table item_files add constraint item_files_role_check
      check (role in ('data', 'resource', 'info', 'download'))`.execute(db);
}
