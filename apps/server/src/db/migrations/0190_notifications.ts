import { sql, type Kysely } from 'kysely';

// Notifications (issue 43 item 6, ADR 0206): what each person is told, made by the writes that cause them through a
// job (so a rolled-back write tells nobody) and fanned out per recipient as that recipient may read. One row per
// person and cause (`dedupe_key`), so a fan-out that runs twice tells nobody twice. E-mail is per person: off, at
// once, or a daily digest; `digest_due` is when the person's next digest job runs (null: none queued).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notifications (
    id text primary key,
    username text not null references users(username) on delete cascade,
    kind text not null check (kind in ('content', 'version', 'event-changed', 'event-canceled', 'reply')),
    dedupe_key text not null,
    subject_id text not null,
    title text not null,
    href text not null,
    source_name text not null,
    actor text,
    created bigint not null,
    read_at bigint,
    email text not null check (email in ('none', 'instant', 'digest', 'sent')),
    unique (username, dedupe_key)
  )`.execute(db);
  await sql`create index notifications_person on notifications (username, created desc, id desc)`.execute(db);
  await sql`create index notifications_unread on notifications (username) where read_at is null`.execute(db);
  await sql`create index notifications_digest on notifications (username, created) where email = 'digest'`.execute(db);
  await sql`create table notification_preferences (
    username text primary key references users(username) on delete cascade,
    email text not null default 'instant' check (email in ('off', 'instant', 'daily')),
    kinds jsonb not null default '{}'::jsonb,
    digest_due bigint,
    modified bigint not null
  )`.execute(db);
  await sql`create table notification_follows (
    username text not null references users(username) on delete cascade,
    target_kind text not null check (target_kind in ('item', 'event')),
    target_id text not null,
    created bigint not null,
    primary key (username, target_kind, target_id)
  )`.execute(db);
  await sql`create index notification_follows_target on notification_follows (target_kind, target_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_follows`.execute(db);
  await sql`drop table notification_preferences`.execute(db);
  await sql`drop table notifications`.execute(db);
}
