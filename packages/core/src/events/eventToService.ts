import type { EventServicePayload } from './eventServiceRecord.ts';
import type { HubEvent } from './HubEvent.ts';

/** What an editor changes before saving: the entity's editable fields. */
export type HubEventDraft = Pick<
  HubEvent,
  | 'name'
  | 'summary'
  | 'description'
  | 'tags'
  | 'categories'
  | 'timeZone'
  | 'isAllDay'
  | 'startDate'
  | 'startTime'
  | 'endDate'
  | 'endTime'
  | 'access'
  | 'isCanceled'
  | 'isRemoved'
  | 'attendanceType'
  | 'inPersonCapacity'
  | 'inPersonCapacityType'
  | 'onlineCapacity'
  | 'onlineCapacityType'
  | 'onlineUrl'
  | 'onlineDetails'
  | 'allowRegistration'
  | 'notifyAttendees'
  | 'location'
  | 'readGroupIds'
  | 'editGroupIds'
  | 'referencedContentIdsByType'
>;

/**
 * The service payload of an event being saved, as the reference writes it (ADR 0203) with the save rules of spec 2
 * §4: the status from the flags (removed wins, then canceled, else planned); all-day events at 00:00:00–23:59:59;
 * in person or both keeps the in-person capacity (null when unlimited); online or both sets the online meeting
 * (capacity null when unlimited); online only clears the in-person capacity; an event attended in person only sends
 * no online meeting (the service keeps what it has); a location of type `none` is sent as null, another with its
 * name as `placeName`. Texts go as they are.
 *
 * @example
 * eventToService({ ...draft, isAllDay: true }).startTime; // "00:00:00"
 * 'onlineMeeting' in eventToService({ ...draft, attendanceType: 'inPerson' }); // false
 */
export function eventToService(draft: HubEventDraft): EventServicePayload {
  const inPerson = draft.attendanceType === 'inPerson' || draft.attendanceType === 'both';
  const online = draft.attendanceType === 'online' || draft.attendanceType === 'both';
  const { type, spatialReference, extent, geometries, name, address } = draft.location;
  return {
    title: draft.name,
    summary: draft.summary,
    description: draft.description,
    tags: draft.tags,
    categories: draft.categories,
    timeZone: draft.timeZone,
    notifyAttendees: draft.notifyAttendees,
    allowRegistration: draft.allowRegistration,
    allDay: draft.isAllDay,
    startDate: draft.startDate,
    startTime: draft.isAllDay ? '00:00:00' : withSeconds(draft.startTime),
    endDate: draft.endDate,
    endTime: draft.isAllDay ? '23:59:59' : withSeconds(draft.endTime),
    access: draft.access.toUpperCase() as EventServicePayload['access'],
    status: draft.isRemoved ? 'REMOVED' : draft.isCanceled ? 'CANCELED' : 'PLANNED',
    attendanceType: [...(inPerson ? (['IN_PERSON'] as const) : []), ...(online ? (['VIRTUAL'] as const) : [])],
    inPersonCapacity: inPerson && draft.inPersonCapacityType === 'fixed' ? draft.inPersonCapacity : null,
    ...(online
      ? {
          onlineMeeting: {
            details: draft.onlineDetails || null,
            capacity: draft.onlineCapacityType === 'fixed' ? draft.onlineCapacity : null,
            url: draft.onlineUrl || null,
          },
        }
      : {}),
    location:
      type === 'none'
        ? null
        : {
            type,
            ...(spatialReference ? { spatialReference } : {}),
            ...(extent ? { extent } : {}),
            ...(geometries ? { geometries } : {}),
            ...(name !== undefined ? { placeName: name } : {}),
            ...(address !== undefined ? { address } : {}),
          },
    readGroups: draft.readGroupIds,
    editGroups: draft.editGroupIds,
    associations: draft.referencedContentIdsByType,
  };
}

/** A time from a time input (`HH:MM`) with its seconds, as the service stores times (`HH:MM:SS`). */
function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}
