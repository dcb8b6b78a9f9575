import { sql, type Kysely } from 'kysely';

// The import journal (issue 41, ADR 0200): what `npm run import` copied from a remote portal, one row per source
// record, written in the same transaction as the record, so an import killed at any point resumes where it stopped
// and a second run copies only what changed (the fingerprint of the source record). `import_runs` says when each run
// started and whether it finished.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table import_journal (
    source text not null,
    kind text not null,
    source_id text not null,
    target_id text not null,
    fingerprint text not null,
    copied bigint not null,
    primary key (source, kind, source_id)
  )`.execute(db);
  await sql`create index import_journal_target on import_journal (kind, target_id)`.execute(db);
  await sql`create table import_runs (
    id text primary key,
    source text not null,
    scope text not null,
    started bigint not null,
    finished bigint,
    report jsonb
  )`.execute(db);
  await sql`create index import_runs_source on import_runs (source, started)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table import_runs`.execute(db);
  await sql`drop table import_journal`.execute(db);
}
