import { toHubQuery, type HubQueryValues } from '../hub-api/hubQuery.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import {
  EVENT_REGISTRATION_SCHEMA,
  EVENT_SERVICE_RECORD_SCHEMA,
  type EventRegistration,
  type EventServicePayload,
  type EventServiceRecord,
} from './eventServiceRecord.ts';
import { withEventsError } from './EventsRequestError.ts';

/**
 * Base path of the events service (spec 2 §7).
 *
 * @example
 * `${hubUrl}${EVENTS_API_PATH}/events/${id}`;
 */
export const EVENTS_API_PATH = '/api/events/v1';

/**
 * The messages of failed events calls (spec 2 §8 gives `Failed to fetch event.`; the others follow it).
 *
 * @example
 * EVENTS_MESSAGES.fetch; // "Failed to fetch event."
 */
export const EVENTS_MESSAGES = Object.freeze({
  fetch: 'Failed to fetch event.',
  create: 'Failed to create event.',
  update: 'Failed to update event.',
  delete: 'Failed to delete event.',
  search: 'Failed to search events.',
  register: 'Failed to register for event.',
  registrations: 'Failed to fetch registrations.',
  updateRegistration: 'Failed to update registration.',
  deleteRegistration: 'Failed to delete registration.',
});

/** A page of the events or attendees search (spec 3 §7). */
export interface EventsPage<T> {
  readonly items: readonly T[];
  readonly nextStart: number;
  readonly total: number;
}

/** Query parameters of a search: values joined with commas, empty ones left out. */
export type EventsSearchParams = HubQueryValues;

const parseEvent = (json: unknown) => EVENT_SERVICE_RECORD_SCHEMA.parse(json);
const parseRegistration = (json: unknown) => EVENT_REGISTRATION_SCHEMA.parse(json);

/**
 * `GET /api/events/v1/events/{id}` with the caller's token; failures are `Failed to fetch event.`.
 *
 * @example
 * const record = await getEvent('31c2…', { hubUrl, authentication });
 */
export function getEvent(id: string, options: HubApiCallOptions): Promise<EventServiceRecord> {
  return withEventsError(EVENTS_MESSAGES.fetch, async () =>
    parseEvent(await hubApiRequest(`${EVENTS_API_PATH}/events/${encodeURIComponent(id)}`, {}, options)),
  );
}

/**
 * `POST /api/events/v1/events`.
 *
 * @example
 * const record = await createEvent(eventToService(draft), { hubUrl, authentication });
 */
export function createEvent(
  payload: Pick<EventServicePayload, 'title' | 'timeZone' | 'startDate' | 'endDate' | 'attendanceType'> &
    Partial<Omit<EventServicePayload, 'status'>>,
  options: HubApiCallOptions,
): Promise<EventServiceRecord> {
  return withEventsError(EVENTS_MESSAGES.create, async () =>
    parseEvent(await hubApiRequest(`${EVENTS_API_PATH}/events`, { method: 'POST', body: payload }, options)),
  );
}

/**
 * `PATCH /api/events/v1/events/{id}` with any subset of the fields.
 *
 * @example
 * await updateEvent(id, { status: 'CANCELED' }, { hubUrl, authentication });
 */
export function updateEvent(
  id: string,
  changes: Partial<EventServicePayload>,
  options: HubApiCallOptions,
): Promise<EventServiceRecord> {
  return withEventsError(EVENTS_MESSAGES.update, async () =>
    parseEvent(
      await hubApiRequest(
        `${EVENTS_API_PATH}/events/${encodeURIComponent(id)}`,
        { method: 'PATCH', body: changes },
        options,
      ),
    ),
  );
}

/**
 * `DELETE /api/events/v1/events/{id}`.
 *
 * @example
 * await deleteEvent(id, { hubUrl, authentication });
 */
export async function deleteEvent(id: string, options: HubApiCallOptions): Promise<void> {
  await withEventsError(EVENTS_MESSAGES.delete, () =>
    hubApiRequest(`${EVENTS_API_PATH}/events/${encodeURIComponent(id)}`, { method: 'DELETE' }, options),
  );
}

/**
 * `GET /api/events/v1/events` with the spec's parameters (spec 3 §7 "Events search").
 *
 * @example
 * const page = await searchEvents({ entityIds: [projectId], sortBy: 'startDateTime', sortOrder: 'asc' }, options);
 */
export function searchEvents(
  params: EventsSearchParams,
  options: HubApiCallOptions,
): Promise<EventsPage<EventServiceRecord>> {
  return withEventsError(EVENTS_MESSAGES.search, async () => {
    const page = (await hubApiRequest(
      `${EVENTS_API_PATH}/events`,
      { query: toHubQuery(params) },
      options,
    )) as EventsPage<unknown>;
    return { items: page.items.map(parseEvent), nextStart: page.nextStart, total: page.total };
  });
}

/**
 * `POST /api/events/v1/registrations`: registers the caller (a repeat returns the existing registration).
 *
 * @example
 * const registration = await registerForEvent({ eventId, type: 'VIRTUAL' }, options);
 */
export function registerForEvent(
  input: { readonly eventId: string; readonly type?: 'IN_PERSON' | 'VIRTUAL' },
  options: HubApiCallOptions,
): Promise<EventRegistration> {
  return withEventsError(EVENTS_MESSAGES.register, async () =>
    parseRegistration(
      await hubApiRequest(`${EVENTS_API_PATH}/registrations`, { method: 'POST', body: input }, options),
    ),
  );
}

/**
 * `GET /api/events/v1/registrations` (spec 3 §7 "Attendees (registrations) search").
 *
 * @example
 * const { items } = await searchRegistrations({ eventId, userId: 'ana' }, options);
 */
export function searchRegistrations(
  params: EventsSearchParams,
  options: HubApiCallOptions,
): Promise<EventsPage<EventRegistration>> {
  return withEventsError(EVENTS_MESSAGES.registrations, async () => {
    const page = (await hubApiRequest(
      `${EVENTS_API_PATH}/registrations`,
      { query: toHubQuery(params) },
      options,
    )) as EventsPage<unknown>;
    return { items: page.items.map(parseRegistration), nextStart: page.nextStart, total: page.total };
  });
}

/**
 * `PATCH /api/events/v1/registrations/{id}`: an organiser changes status or role.
 *
 * @example
 * await updateRegistration(id, { role: 'ORGANIZER' }, options);
 */
export function updateRegistration(
  id: string,
  changes: { readonly status?: EventRegistration['status']; readonly role?: EventRegistration['role'] },
  options: HubApiCallOptions,
): Promise<EventRegistration> {
  return withEventsError(EVENTS_MESSAGES.updateRegistration, async () =>
    parseRegistration(
      await hubApiRequest(
        `${EVENTS_API_PATH}/registrations/${encodeURIComponent(id)}`,
        { method: 'PATCH', body: changes },
        options,
      ),
    ),
  );
}

/**
 * `DELETE /api/events/v1/registrations/{id}`: cancels a registration.
 *
 * @example
 * await deleteRegistration(registration.id, options);
 */
export async function deleteRegistration(id: string, options: HubApiCallOptions): Promise<void> {
  await withEventsError(EVENTS_MESSAGES.deleteRegistration, () =>
    hubApiRequest(`${EVENTS_API_PATH}/registrations/${encodeURIComponent(id)}`, { method: 'DELETE' }, options),
  );
}
