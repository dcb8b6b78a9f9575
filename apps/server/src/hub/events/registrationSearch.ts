import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { eventEditable, eventVisibility } from '../../access/eventVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { RegistrationSortField } from '../../db/repositories/eventRegistrationRepository.ts';
import { dateParam, enumListParam, enumParam, listParam, pageParams } from '../searchParams.ts';

/**
 * The attendees search (spec 3 §7 "Attendees (registrations) search") as conditions: organisers see every
 * registration of the events they can edit, everyone else only their own.
 *
 * @example
 * const { query, page } = readRegistrationSearch(params, caller);
 */
export function readRegistrationSearch(params: URLSearchParams, caller: UserCaller) {
  const where: RawBuilder<SqlBool>[] = [
    eventVisibility(caller),
    sql<SqlBool>`(event_registrations.user_id = ${caller.username} or ${eventEditable(caller)})`,
  ];
  const eventId = listParam(params, 'eventId');
  if (eventId) where.push(sql<SqlBool>`event_registrations.event_id in (${sql.join(eventId)})`);
  const userId = listParam(params, 'userId');
  if (userId) where.push(sql<SqlBool>`event_registrations.user_id in (${sql.join(userId)})`);
  const name = params.get('name')?.trim();
  if (name) {
    const like = `%${name.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(
      sql<SqlBool>`(event_registrations.first_name ilike ${like} or event_registrations.last_name ilike ${like} or event_registrations.user_id ilike ${like} or (event_registrations.first_name || ' ' || event_registrations.last_name) ilike ${like})`,
    );
  }
  const type = enumListParam(params, 'type', ['IN_PERSON', 'VIRTUAL'] as const);
  if (type) where.push(sql<SqlBool>`event_registrations.type in (${sql.join(type)})`);
  const role = enumListParam(params, 'role', ['OWNER', 'ORGANIZER', 'ATTENDEE'] as const);
  if (role) where.push(sql<SqlBool>`event_registrations.role in (${sql.join(role)})`);
  const status = enumListParam(params, 'status', ['PENDING', 'ACCEPTED', 'DECLINED', 'BLOCKED'] as const);
  if (status) where.push(sql<SqlBool>`event_registrations.status in (${sql.join(status)})`);
  const before = dateParam(params, 'updatedAtBefore');
  if (before !== undefined) where.push(sql<SqlBool>`event_registrations.updated_at < ${before}`);
  const after = dateParam(params, 'updatedAtAfter');
  if (after !== undefined) where.push(sql<SqlBool>`event_registrations.updated_at > ${after}`);
  const page = pageParams(params);
  const sortBy = enumParam<RegistrationSortField>(
    params,
    'sortBy',
    ['createdAt', 'updatedAt', 'firstName', 'lastName', 'username'],
    'createdAt',
  );
  const sortOrder = enumParam(params, 'sortOrder', ['asc', 'desc'] as const, 'desc');
  return { query: { where, sortBy, sortOrder, offset: page.offset, limit: page.limit }, page };
}
