import { eventToIcs, type HubEvent } from '@plaza/core';
import type { Markup } from '../../markup/loadMarkup.ts';

/** A point or an area of an event's location, in WGS84. */
export type EventPlace = { readonly name: string; readonly point?: readonly [number, number] };

/**
 * What the event page shows: plain data (ISO dates), so it travels from the server to the browser for hydration.
 * The description is sanitised (item description profile); the .ics file is built here, stamped with the event's
 * last update so server and browser render the same link.
 */
export interface EventView {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly descriptionHtml: string;
  readonly status: 'planned' | 'canceled' | 'removed';
  readonly isPast: boolean;
  readonly timeZone: string;
  readonly allDay: boolean;
  readonly start: string;
  readonly end: string;
  readonly attendance: HubEvent['attendanceType'];
  readonly allowRegistration: boolean;
  readonly inPerson: { readonly capacity: number | null; readonly taken: number } | null;
  readonly online: { readonly capacity: number | null; readonly taken: number } | null;
  readonly place: EventPlace | null;
  readonly organiser: string;
  readonly ics: string;
}

/**
 * The page's view of an event entity (`markup` is {@link loadMarkup}'s).
 *
 * @example
 * const view = eventViewOf(event, { pageUrl: 'https://hub.example.org/events/river-e1' }, await loadMarkup());
 */
export function eventViewOf(event: HubEvent, options: { readonly pageUrl: string }, markup: Markup): EventView {
  const geometry = event.location.geometries?.[0];
  const point =
    geometry && geometry.type === 'point' && typeof geometry.x === 'number' && typeof geometry.y === 'number'
      ? ([geometry.x, geometry.y] as const)
      : undefined;
  const name = typeof event.location.name === 'string' ? event.location.name : '';
  return {
    id: event.id,
    slug: event.slug,
    title: event.name,
    summary: event.summary,
    descriptionHtml: markup.sanitizeHtml(event.description, 'itemDescription'),
    status: event.isRemoved ? 'removed' : event.isCanceled ? 'canceled' : 'planned',
    isPast: event.isPast,
    timeZone: event.timeZone,
    allDay: event.isAllDay,
    start: event.startDateTime.toISOString(),
    end: event.endDateTime.toISOString(),
    attendance: event.attendanceType,
    allowRegistration: event.allowRegistration,
    inPerson:
      event.attendanceType === 'online'
        ? null
        : {
            capacity: event.inPersonCapacityType === 'fixed' ? event.inPersonCapacity : null,
            taken: event.inPersonRegistrationCount,
          },
    online:
      event.attendanceType === 'inPerson'
        ? null
        : {
            capacity: event.onlineCapacityType === 'fixed' ? event.onlineCapacity : null,
            taken: event.onlineRegistrationCount,
          },
    place: event.location.type === 'none' ? null : { name, ...(point ? { point } : {}) },
    organiser: event.ownerName,
    ics: eventToIcs(event, { url: options.pageUrl, now: event.updatedDate.getTime() }),
  };
}
