import { sql, type Kysely } from 'kysely';

// Telemetry's visitor classes as spec 3 §1 names them (issue 44 item 5, ADR 0242): anonymous, staff, community,
// companion, other — the events stored under the earlier names (`orgMember`, `otherOrg`) become staff and other —
// and the internal-user flag beside each event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table telemetry_events drop constraint if exists telemetry_events_user_type_check`.execute(db);
  await sql`update telemetry_events
               set user_type = case user_type when 'orgMember' then 'staff' else 'other' end
             where user_type in ('orgMember', 'otherOrg')`.execute(db);
  await sql`alter table telemetry_events add constraint telemetry_events_user_type_check
              check (user_type in ('anonymous', 'staff', 'community', 'companion', 'other'))`.execute(db);
  await sql`alter table telemetry_events add column internal_user boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table telemetry_events drop column internal_user`.execute(db);
  await sql`alter table telemetry_events drop constraint if exists telemetry_events_user_type_check`.execute(db);
  await sql`update telemetry_events
               set user_type = case user_type when 'staff' then 'orgMember' else 'otherOrg' end
             where user_type <> 'anonymous'`.execute(db);
  await sql`alter table telemetry_events add constraint telemetry_events_user_type_check
              check (user_type in ('anonymous', 'orgMember', 'otherOrg'))`.execute(db);
}
