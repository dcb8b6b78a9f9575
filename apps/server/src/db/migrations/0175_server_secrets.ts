import { sql, type Kysely } from 'kysely';

// Secrets the server signs with (issue 40, ADR 0189): one row per purpose (`download-links`: the short-lived links
// to an export's file), made by whichever process first needs it and read by all, so every process behind one
// database signs and checks alike. Never sent to a client, never logged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (
    purpose text primary key,
    secret text not null,
    created bigint not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table server_secrets`.execute(db);
}
