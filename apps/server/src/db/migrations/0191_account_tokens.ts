import { sql, type Kysely } from 'kysely';

// Account links sent by e-mail (issue 43 item 7, ADR 0207): a password reset, or the verification of a self sign-up
// (whose account is made only when the link is opened: `payload` holds its name and password hash until then). Only
// the link's SHA-256 is stored, set by the job that sends it; a link is used once and expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table account_tokens (
    id text primary key,
    purpose text not null check (purpose in ('reset', 'signup')),
    username text not null,
    org_id text not null references orgs(id) on delete cascade,
    email text not null,
    payload jsonb not null default '{}'::jsonb,
    token_hash text unique,
    link_origin text not null,
    locale text not null,
    created bigint not null,
    expires bigint not null,
    used_at bigint
  )`.execute(db);
  await sql`create index account_tokens_username on account_tokens (purpose, username, created)`.execute(db);
  await sql`create index account_tokens_expires on account_tokens (expires)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table account_tokens`.execute(db);
}
