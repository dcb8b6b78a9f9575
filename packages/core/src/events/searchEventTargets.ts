import type { HubSearchResponse } from '../search/HubSearchResult.ts';
import { HubError } from '../errors/HubError.ts';
import { getSearchToken, type SearchContext } from '../search/internal/searchContext.ts';
import { attendeeToSearchResult } from '../search/mappers/attendeeToSearchResult.ts';
import { eventToSearchResult } from '../search/mappers/eventToSearchResult.ts';
import { portalHome } from '../search/mappers/resultUrls.ts';
import { searchEvents, searchRegistrations } from './eventsClient.ts';
import { eventSearchParams } from './eventSearchParams.ts';

/** The spec's words when `next()` is asked after the last page of events or attendees (spec 3 §8). */
export const NO_MORE_EVENTS_MESSAGE = 'No more hub events for the given query and options';

function noMoreEvents(): HubError {
  return new HubError('NO_MORE_RESULTS', NO_MORE_EVENTS_MESSAGE);
}

function callOptions(context: SearchContext) {
  const { requestOptions } = context;
  return {
    hubUrl: requestOptions.hubApiUrl ?? portalHome(requestOptions.portal),
    ...(requestOptions.authentication ? { authentication: requestOptions.authentication } : {}),
    ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
  };
}

/**
 * The `event` target of `hubSearch`: the events service's search (spec 3 §7), each record through the Event result
 * mapper (spec 3 §3); `next()` follows `nextStart`.
 *
 * @example
 * await hubSearch({ targetEntity: 'event', filters: [{ predicates: [{ term: 'river' }] }] }, options);
 */
export async function searchEventTarget(
  context: SearchContext,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const page = await searchEvents(eventSearchParams(context.query, context.now, start), callOptions(context));
  const token = await getSearchToken(context.requestOptions, context.requestOptions.portal);
  const mapContext = { portal: context.requestOptions.portal, ...(token ? { token } : {}) };
  const hasNext = page.nextStart > 0;
  return {
    total: page.total,
    results: page.items.map((record) => eventToSearchResult(record, mapContext)),
    hasNext,
    next: () => (hasNext ? searchEventTarget(context, page.nextStart) : Promise.reject(noMoreEvents())),
  };
}

/**
 * The `eventAttendee` target of `hubSearch`: the registrations search (spec 3 §7), each through the Event attendee
 * mapper (spec 3 §3).
 *
 * @example
 * await hubSearch({ targetEntity: 'eventAttendee', filters: [{ predicates: [{ eventId }] }] }, options);
 */
export async function searchAttendeeTarget(
  context: SearchContext,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const page = await searchRegistrations(eventSearchParams(context.query, context.now, start), callOptions(context));
  const token = await getSearchToken(context.requestOptions, context.requestOptions.portal);
  const mapContext = { portal: context.requestOptions.portal, ...(token ? { token } : {}) };
  const hasNext = page.nextStart > 0;
  return {
    total: page.total,
    results: page.items.map((record) => attendeeToSearchResult(record, mapContext)),
    hasNext,
    next: () => (hasNext ? searchAttendeeTarget(context, page.nextStart) : Promise.reject(noMoreEvents())),
  };
}
