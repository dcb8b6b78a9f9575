import type { HubSearchResult } from '../HubSearchResult.ts';
import { portalHome, toDate, type ResultMapContext } from './resultUrls.ts';

/** A registration as the attendees search returns it (spec 3 §3, §7). */
export interface HubAttendeeRecord {
  readonly id: string | number;
  readonly userId: string;
  readonly createdById: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly user?: { readonly username?: string; readonly firstName?: string; readonly lastName?: string };
  readonly event?: { readonly access?: string };
}

/**
 * Maps an event registration to the result shape (spec 3 §3): type Event Attendee, owner the creator of
 * the registration, links to the person's profile.
 *
 * @example
 * attendeeToSearchResult(registration, { portal }).links.siteRelative; // "/people/ana"
 */
export function attendeeToSearchResult(attendee: HubAttendeeRecord, context: ResultMapContext): HubSearchResult {
  const fullName = [attendee.user?.firstName, attendee.user?.lastName].filter(Boolean).join(' ');
  const username = encodeURIComponent(attendee.userId);
  return {
    id: String(attendee.id),
    type: 'Event Attendee',
    name: fullName || attendee.user?.username || attendee.userId,
    owner: attendee.createdById,
    summary: '',
    access: (attendee.event?.access ?? 'private').toLowerCase(),
    family: 'eventAttendee',
    createdDate: toDate(attendee.createdAt),
    createdDateSource: 'attendee.createdAt',
    updatedDate: toDate(attendee.updatedAt),
    updatedDateSource: 'attendee.updatedAt',
    links: {
      self: `${portalHome(context.portal)}/home/user.html?user=${username}`,
      siteRelative: `/people/${username}`,
      thumbnail: `${context.portal.replace(/\/+$/, '')}/community/users/${username}/info/thumbnail`,
    },
    rawResult: attendee,
  };
}
