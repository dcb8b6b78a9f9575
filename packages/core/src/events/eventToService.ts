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
  | 'associations'
>;

/**
 * The service payload of an event being saved, with the save rules of spec 2 §4: the status from the flags
 * (removed wins, then canceled, else planned); all-day events at 00:00:00–23:59:59; in person or both keeps the
 * in-person capacity (null when unlimited); online or both sets the online meeting (capacity null when unlimited);
 * online only clears the in-person capacity; a location of type `none` is sent as null.
 *
 * @example
 * eventToService({ ...draft, isAllDay: true }).startTime; // "00:00:00"
 */
export function eventToService(draft: HubEventDraft): EventServicePayload {
  const inPerson = draft.attendanceType === 'inPerson' || draft.attendanceType === 'both';
  const online = draft.attendanceType === 'online' || draft.attendanceType === 'both';
  return {
    title: draft.name.trim(),
    summary: draft.summary || null,
    description: draft.description || null,
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
    onlineMeeting: online
      ? {
          url: draft.onlineUrl || null,
          details: draft.onlineDetails || null,
          capacity: draft.onlineCapacityType === 'fixed' ? draft.onlineCapacity : null,
        }
      : null,
    location: draft.location.type === 'none' ? null : { ...draft.location },
    readGroups: draft.readGroupIds,
    editGroups: draft.editGroupIds,
    associations: draft.associations,
  };
}

function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}
