import { eventFromService, getEventSlug, searchEvents, type EventsSearchParams } from '@plaza/core';
import { browserSession } from '../../auth/browserSession.ts';

/** An event in a list (a project's events section, an events card): plain data for hydration. */
export interface EventListItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
  readonly allDay: boolean;
  readonly canceled: boolean;
  readonly attendance: 'inPerson' | 'online' | 'both';
}

/**
 * Upcoming events (not yet over), soonest first, read anonymously from the events service: those of an entity
 * (`entityIds`), or any other filter of the events search.
 *
 * @example
 * const events = await loadEventList({ entityIds: [projectId] }, { portal, now: Date.now() });
 */
export async function loadEventList(
  params: EventsSearchParams,
  options: { readonly portal: string; readonly signal?: AbortSignal; readonly now: number; readonly num?: number },
): Promise<readonly EventListItem[]> {
  const authentication = await browserSession();
  const page = await searchEvents(
    {
      ...params,
      startDateTimeAfter: new Date(options.now - 86_400_000).toISOString(),
      sortBy: 'startDateTime',
      sortOrder: 'asc',
      num: options.num ?? 5,
    },
    {
      hubUrl: new URL(options.portal).origin,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(authentication ? { authentication } : {}),
    },
  );
  return page.items
    .map((record) => eventFromService(record, options.now))
    .filter((event) => !event.isPast)
    .map((event) => ({
      id: event.id,
      title: event.name,
      href: `/events/${getEventSlug({ title: event.name, id: event.id })}`,
      start: event.startDateTime.toISOString(),
      end: event.endDateTime.toISOString(),
      timeZone: event.timeZone,
      allDay: event.isAllDay,
      canceled: event.isCanceled,
      attendance: event.attendanceType,
    }));
}
