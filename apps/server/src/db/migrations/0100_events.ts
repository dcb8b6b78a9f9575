import { sql, type Kysely } from 'kysely';

// The events service (spec 2 §3 "Event (as exchanged with the events service)", §7; issue 14). Times the
// contract speaks in ISO are stored as epoch milliseconds like every other table; the local date/time and the
// time zone are kept as the organiser entered them. A registration belongs to one event and one user
// (unique), and goes with either.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      id text primary key,
      org_id text not null references orgs(id) on delete cascade,
      creator text not null references users(username) on delete cascade,
      title text not null,
      summary text,
      description text,
      tags text[] not null default '{}',
      categories text[] not null default '{}',
      time_zone text not null,
      notify_attendees boolean not null default false,
      allow_registration boolean not null default true,
      all_day boolean not null default false,
      start_date text not null,
      start_time text not null,
      end_date text not null,
      end_time text not null,
      start_at bigint not null,
      end_at bigint not null,
      access text not null check (access in ('PRIVATE', 'ORG', 'PUBLIC')),
      status text not null check (status in ('PLANNED', 'CANCELED', 'REMOVED')),
      attendance_types text[] not null,
      online_url text,
      online_details text,
      online_capacity integer check (online_capacity >= 0),
      in_person_capacity integer check (in_person_capacity >= 0),
      location jsonb,
      read_groups text[] not null default '{}',
      edit_groups text[] not null default '{}',
      entity_ids text[] not null default '{}',
      entity_types text[] not null default '{}',
      created_at bigint not null,
      updated_at bigint not null,
      check (end_at >= start_at)
    )`.execute(db);
  await sql`create index events_start on events (start_at, id)`.execute(db);
  await sql`create index events_updated on events (updated_at, id)`.execute(db);
  await sql`create index events_org on events (org_id)`.execute(db);
  await sql`create index events_entity_ids on events using gin (entity_ids)`.execute(db);
  await sql`create index events_read_groups on events using gin (read_groups)`.execute(db);
  await sql`create index events_edit_groups on events using gin (edit_groups)`.execute(db);
  await sql`create index events_public on events (start_at, id) where access = 'PUBLIC'`.execute(db);

  await sql`
    create table event_registrations (
      id text primary key,
      event_id text not null references events(id) on delete cascade,
      user_id text not null references users(username) on delete cascade,
      created_by_id text not null,
      role text not null check (role in ('OWNER', 'ORGANIZER', 'ATTENDEE')),
      status text not null check (status in ('PENDING', 'ACCEPTED', 'DECLINED', 'BLOCKED')),
      type text not null check (type in ('IN_PERSON', 'VIRTUAL')),
      first_name text not null default '',
      last_name text not null default '',
      created_at bigint not null,
      updated_at bigint not null,
      unique (event_id, user_id)
    )`.execute(db);
  await sql`create index event_registrations_user on event_registrations (user_id)`.execute(db);
  await sql`create index event_registrations_event_type on event_registrations (event_id, type, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_registrations`.execute(db);
  await sql`drop table events`.execute(db);
}
