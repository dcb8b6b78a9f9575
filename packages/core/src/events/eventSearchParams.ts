import type { DateRange, HubQuery, PredicateValue, RelativeDate } from '../search/HubQuery.ts';
import { relativeDateToRange, toEpoch } from '../search/relativeDateToRange.ts';
import type { EventsSearchParams } from './eventsClient.ts';

/** Predicate fields the events search understands, and the parameter each becomes (spec 3 §7). */
const EVENT_FIELDS: Readonly<Record<string, string>> = {
  term: 'title',
  title: 'title',
  access: 'access',
  tags: 'tags',
  categories: 'categories',
  readGroups: 'readGroups',
  editGroups: 'editGroups',
  attendanceType: 'attendanceTypes',
  attendanceTypes: 'attendanceTypes',
  owner: 'createdByIds',
  createdByIds: 'createdByIds',
  entityId: 'entityIds',
  entityIds: 'entityIds',
  entityTypes: 'entityTypes',
  id: 'eventIds',
  eventIds: 'eventIds',
  status: 'status',
  canEdit: 'canEdit',
};

const ATTENDEE_FIELDS: Readonly<Record<string, string>> = {
  eventId: 'eventId',
  userId: 'userId',
  term: 'name',
  name: 'name',
  type: 'type',
  role: 'role',
  status: 'status',
};

const UPPER = new Set(['access', 'attendanceTypes', 'status', 'type', 'role']);

const EVENT_SORT: Readonly<Record<string, string>> = {
  title: 'title',
  created: 'createdAt',
  createdAt: 'createdAt',
  modified: 'updatedAt',
  updated: 'updatedAt',
  updatedAt: 'updatedAt',
  startDateTime: 'startDateTime',
};
const ATTENDEE_SORT: Readonly<Record<string, string>> = {
  created: 'createdAt',
  createdAt: 'createdAt',
  modified: 'updatedAt',
  updatedAt: 'updatedAt',
  username: 'username',
  firstName: 'firstName',
  lastName: 'lastName',
};

function isRange(value: PredicateValue): value is DateRange | RelativeDate {
  return typeof value === 'object' && !Array.isArray(value) && 'type' in value;
}

function valuesOf(value: PredicateValue): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return [...(value as readonly string[])];
  if (isRange(value)) return [];
  const match = value as {
    any?: string | readonly string[];
    exact?: string | readonly string[];
    all?: string | readonly string[];
  };
  return [match.any, match.exact, match.all].flatMap((v) =>
    v === undefined ? [] : typeof v === 'string' ? [v] : [...v],
  );
}

function rangeOf(value: PredicateValue, now: number): { from: number; to: number } | undefined {
  if (!isRange(value)) return undefined;
  if (value.type === 'relative-date') return relativeDateToRange(value, now);
  return { from: toEpoch(value.from), to: toEpoch(value.to) };
}

/**
 * The events or attendees search parameters of a hub query (spec 3 §7): each predicate field becomes its
 * parameter (values collected into one comma list), date ranges become `…After`/`…Before`, `num`, `start` (only when
 * above 1), `sortBy`/`sortOrder`; events always ask for `include=creator` (the result's owner user).
 *
 * @example
 * eventSearchParams({ targetEntity: 'event', filters: [{ predicates: [{ term: 'river' }] }] }, Date.now());
 * // { title: 'river', include: 'creator', ... }
 */
export function eventSearchParams(query: HubQuery, now: number, start = query.start ?? 1): EventsSearchParams {
  const attendee = query.targetEntity === 'eventAttendee';
  const fields = attendee ? ATTENDEE_FIELDS : EVENT_FIELDS;
  const collected = new Map<string, string[]>();
  const params: Record<string, string | number> = {};
  for (const filter of query.filters) {
    for (const predicate of filter.predicates) {
      for (const [field, value] of Object.entries(predicate)) {
        const range = rangeOf(value, now);
        if (range && (field === 'startDateTime' || field === 'updatedAt')) {
          params[`${field}After`] = new Date(range.from).toISOString();
          params[`${field}Before`] = new Date(range.to).toISOString();
          continue;
        }
        const param = fields[field];
        if (!param) continue;
        const values = valuesOf(value).map((v) => (UPPER.has(param) ? v.toUpperCase() : v));
        collected.set(param, [...(collected.get(param) ?? []), ...values]);
      }
    }
  }
  for (const [param, values] of collected) params[param] = [...new Set(values)].join(',');
  // Sent only when above 0 (spec 3 §9): the service's own page size otherwise.
  if (query.num !== undefined && query.num > 0) params.num = query.num;
  if (start > 1) params.start = start;
  const sortBy = query.sortField ? (attendee ? ATTENDEE_SORT : EVENT_SORT)[query.sortField] : undefined;
  if (sortBy) params.sortBy = sortBy;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  if (!attendee) params.include = ['creator', ...(query.include ?? []).filter((i) => i === 'registrations')].join(',');
  return params;
}
