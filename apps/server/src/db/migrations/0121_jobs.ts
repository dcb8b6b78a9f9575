import { sql, type Kysely } from 'kysely';

// Background jobs (issue 15, ADR 0122): restart-safe work inside the server process, claimed with
// `for update skip locked` so several processes on one PostgreSQL never run a job twice at once. A job whose
// lease ran out (its process died) is claimed again, up to its attempts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id text primary key,
      type text not null,
      item_id text references items(id) on delete cascade,
      owner text not null,
      status text not null check (status in ('queued', 'processing', 'completed', 'failed')),
      params jsonb not null,
      progress jsonb not null default '{}'::jsonb,
      result jsonb,
      error text,
      attempts integer not null default 0,
      run_after bigint not null,
      claimed_by text,
      lease_until bigint,
      created bigint not null,
      updated bigint not null
    )`.execute(db);
  await sql`create index jobs_ready on jobs (status, run_after)`.execute(db);
  await sql`create index jobs_item on jobs (item_id)`.execute(db);
}
