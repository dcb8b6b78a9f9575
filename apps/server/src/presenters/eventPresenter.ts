import type { Caller } from '../auth/caller.ts';
import type { EventRow } from '../db/repositories/eventRepository.ts';
import { eventPermission } from '../access/eventPermissions.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * An event as the events service answers it (spec 2 §3 "Event (as exchanged with the events service)"): every
 * field, the registration counts, the creator, the associations and the permission object for this caller. The
 * online meeting's URL is only for the people who can edit the event or are registered for it.
 *
 * @example
 * c.json(presentEvent(row, caller));
 */
export function presentEvent(row: EventRow, caller: Caller) {
  const permission = eventPermission(row, caller);
  const seesMeeting = permission.canEdit || row.caller_role !== null;
  const online = row.attendance_types.includes('VIRTUAL');
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    tags: row.tags,
    categories: row.categories,
    timeZone: row.time_zone,
    orgId: row.org_id,
    notifyAttendees: row.notify_attendees,
    allowRegistration: row.allow_registration,
    allDay: row.all_day,
    startDate: row.start_date,
    startTime: row.start_time,
    endDate: row.end_date,
    endTime: row.end_time,
    startDateTime: iso(row.start_at),
    endDateTime: iso(row.end_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdById: row.creator,
    creator: { username: row.creator, fullName: row.creator_full_name },
    access: row.access,
    status: row.status,
    attendanceType: row.attendance_types,
    onlineMeeting: online
      ? {
          details: seesMeeting ? row.online_details : null,
          capacity: row.online_capacity,
          url: seesMeeting ? row.online_url : null,
        }
      : null,
    inPersonCapacity: row.in_person_capacity,
    location: row.location,
    readGroups: row.read_groups,
    editGroups: row.edit_groups,
    associations: row.entity_ids.map((entityId, i) => ({ entityId, entityType: row.entity_types[i] ?? '' })),
    registrationCount: { inPerson: Number(row.in_person_count), virtual: Number(row.virtual_count) },
    permission,
  };
}

export type PresentedEvent = ReturnType<typeof presentEvent>;
