import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { eventEditable, eventVisibility } from '../../access/eventVisibility.ts';
import type { Caller } from '../../auth/caller.ts';
import type { EventSearchQuery, EventSortField } from '../../db/repositories/eventRepository.ts';
import { booleanParam, dateParam, enumListParam, enumParam, listParam, pageParams } from '../searchParams.ts';

const arrayOverlaps = (column: RawBuilder<unknown>, values: string[]) => sql<SqlBool>`${column} && ${values}::text[]`;

/**
 * The events search (spec 3 §7 "Events search") as conditions: every parameter, default status PLANNED and
 * CANCELED, and always the caller's read rule, so neither the page nor the total holds an event the caller may
 * not read.
 *
 * @example
 * const { query, page } = readEventSearch(new URL(c.req.url).searchParams, caller);
 */
export function readEventSearch(params: URLSearchParams, caller: Caller) {
  const where: RawBuilder<SqlBool>[] = [eventVisibility(caller)];
  const access = enumListParam(params, 'access', ['PRIVATE', 'ORG', 'PUBLIC'] as const);
  if (access) where.push(sql<SqlBool>`events.access in (${sql.join(access)})`);
  const status = enumListParam(params, 'status', ['PLANNED', 'CANCELED', 'REMOVED'] as const) ?? [
    'PLANNED',
    'CANCELED',
  ];
  where.push(sql<SqlBool>`events.status in (${sql.join(status)})`);
  const canEdit = booleanParam(params, 'canEdit');
  if (canEdit !== undefined) where.push(canEdit ? eventEditable(caller) : sql<SqlBool>`not ${eventEditable(caller)}`);
  const eventIds = listParam(params, 'eventIds');
  if (eventIds) where.push(sql<SqlBool>`events.id in (${sql.join(eventIds)})`);
  const entityIds = listParam(params, 'entityIds');
  if (entityIds) where.push(arrayOverlaps(sql`events.entity_ids`, entityIds));
  const entityTypes = listParam(params, 'entityTypes');
  if (entityTypes) where.push(arrayOverlaps(sql`events.entity_types`, entityTypes));
  const title = params.get('title')?.trim();
  if (title) where.push(sql<SqlBool>`events.title ilike ${`%${title.replace(/[\\%_]/g, '\\$&')}%`}`);
  for (const [name, column] of [
    ['categories', sql`events.categories`],
    ['tags', sql`events.tags`],
    ['readGroups', sql`events.read_groups`],
    ['editGroups', sql`events.edit_groups`],
  ] as const) {
    const values = listParam(params, name);
    if (values) where.push(arrayOverlaps(column, values));
  }
  const attendanceTypes = enumListParam(params, 'attendanceTypes', ['IN_PERSON', 'VIRTUAL'] as const);
  if (attendanceTypes) where.push(arrayOverlaps(sql`events.attendance_types`, attendanceTypes));
  const createdByIds = listParam(params, 'createdByIds');
  if (createdByIds) where.push(sql<SqlBool>`events.creator in (${sql.join(createdByIds)})`);
  const before = dateParam(params, 'startDateTimeBefore');
  if (before !== undefined) where.push(sql<SqlBool>`events.start_at < ${before}`);
  const after = dateParam(params, 'startDateTimeAfter');
  if (after !== undefined) where.push(sql<SqlBool>`events.start_at > ${after}`);
  const page = pageParams(params);
  const sortBy = enumParam<EventSortField>(
    params,
    'sortBy',
    ['createdAt', 'updatedAt', 'title', 'startDateTime'],
    'createdAt',
  );
  const sortOrder = enumParam(params, 'sortOrder', ['asc', 'desc'] as const, 'desc');
  const include = listParam(params, 'include') ?? [];
  const query: EventSearchQuery = { where, sortBy, sortOrder, offset: page.offset, limit: page.limit };
  return { query, page, includeRegistrations: include.includes('registrations') };
}
