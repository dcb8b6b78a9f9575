import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { hasPrivilege, type Caller } from '../auth/caller.ts';

/**
 * The one read rule for events (issue 14; ADR 0140), as an SQL condition on `events`:
 * - `PUBLIC` events: everyone, anonymous included;
 * - the creator's own events, and every event of the caller's org for org admins (`portal:admin:viewItems`);
 * - `ORG` events of the caller's org;
 * - events whose read or edit groups include a group the caller belongs to;
 * - events the caller is registered for (an organiser added them, or the event was narrowed after they registered).
 *
 * A `REMOVED` event is seen only by the people who can edit it ({@link eventEditable}). Every read, search,
 * total and registration check ANDs this in, so an event the caller may not read answers like one that does not
 * exist.
 *
 * @example
 * db.selectFrom('events').selectAll().where(eventVisibility(caller))
 */
export function eventVisibility(caller: Caller): RawBuilder<SqlBool> {
  if (caller.kind === 'anonymous') return sql<SqlBool>`(events.access = 'PUBLIC' and events.status <> 'REMOVED')`;
  const readers: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`events.access = 'PUBLIC'`,
    sql<SqlBool>`(events.access = 'ORG' and events.org_id = ${caller.orgId})`,
    // The caller's registrations, read once (a hashed subplan over the user index), not probed per event.
    sql<SqlBool>`events.id in (select vr.event_id from event_registrations vr where vr.user_id = ${caller.username})`,
  ];
  if (caller.groupIds.length > 0) readers.push(sql<SqlBool>`events.read_groups && ${[...caller.groupIds]}::text[]`);
  return sql<SqlBool>`((events.status <> 'REMOVED' and (${sql.join(readers, sql` or `)})) or ${eventEditable(caller)})`;
}

/**
 * Who may edit an event, as SQL: its creator, org admins of its org (`portal:admin:updateItems`), members of its
 * edit groups and registrations with the OWNER or ORGANIZER role. Mirrors {@link canEditEvent}.
 *
 * @example
 * db.selectFrom('events').select('id').where(eventEditable(caller))
 */
export function eventEditable(caller: Caller): RawBuilder<SqlBool> {
  if (caller.kind === 'anonymous') return sql<SqlBool>`false`;
  const rules: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`events.creator = ${caller.username}`,
    sql<SqlBool>`events.id in (select er.event_id from event_registrations er where er.user_id = ${caller.username} and er.role in ('OWNER', 'ORGANIZER'))`,
  ];
  if (hasPrivilege(caller, 'portal:admin:updateItems')) rules.push(sql<SqlBool>`events.org_id = ${caller.orgId}`);
  if (caller.groupIds.length > 0) rules.push(sql<SqlBool>`events.edit_groups && ${[...caller.groupIds]}::text[]`);
  return sql<SqlBool>`(${sql.join(rules, sql` or `)})`;
}
