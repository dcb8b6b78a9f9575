import { eventVisibility } from '../../access/eventVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import {
  findVisibleEvent,
  lockEvent,
  updateEventRow,
  type EventChanges,
} from '../../db/repositories/eventRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { enqueueNotification } from '../../notifications/enqueueNotification.ts';
import type { UpdateEventInput } from './eventInput.ts';
import { eventPermission } from '../../access/eventPermissions.ts';
import { assertAccessAllowed } from './assertAccessAllowed.ts';
import { eventAssociations } from './eventAssociations.ts';
import { eventAttendance } from './eventAttendance.ts';
import { eventSchedule } from './eventSchedule.ts';

/**
 * Changes an event (PATCH): only its editors; access and status changes each need their own permission
 * (`canSetAccessTo*`, `canSetStatusTo*`). The stored row is locked, re-validated as a whole (schedule, attendance)
 * and written in one transaction.
 *
 * @example
 * await updateEvent(db, caller, id, { status: 'CANCELED' }, Date.now());
 */
export async function updateEvent(
  db: Db,
  caller: UserCaller,
  id: string,
  input: UpdateEventInput,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await findVisibleEvent(trx, id, eventVisibility(caller), caller.username);
    if (!event) throw new HubApiError(404, 'Not Found', `No event ${id}.`);
    const permission = eventPermission(event, caller);
    if (!permission.canEdit) {
      throw new HubApiError(403, 'Forbidden', 'Only the organisers of this event can change it.');
    }
    await lockEvent(trx, id);
    const changes: EventChanges = { updated_at: now };
    if (input.access && input.access !== event.access) {
      assertAccessAllowed(caller, input.access, permission.canEdit);
      changes.access = input.access;
    }
    if (input.status && input.status !== event.status) {
      const allowed =
        input.status === 'REMOVED'
          ? permission.canSetStatusToRemoved
          : input.status === 'CANCELED'
            ? permission.canSetStatusToCancelled
            : permission.canEdit;
      if (!allowed) throw new HubApiError(403, 'Forbidden', `You cannot set this event's status to ${input.status}.`);
      changes.status = input.status;
    }
    const hasSchedule = ['timeZone', 'allDay', 'startDate', 'startTime', 'endDate', 'endTime'].some((k) => k in input);
    if (hasSchedule) {
      Object.assign(
        changes,
        eventSchedule({
          timeZone: input.timeZone ?? event.time_zone,
          allDay: input.allDay ?? event.all_day,
          startDate: input.startDate ?? event.start_date,
          startTime: input.startTime ?? event.start_time,
          endDate: input.endDate ?? event.end_date,
          endTime: input.endTime ?? event.end_time,
        }),
      );
    }
    if ('attendanceType' in input || 'inPersonCapacity' in input || 'onlineMeeting' in input) {
      const attendance = eventAttendance({
        attendanceType: input.attendanceType ?? (event.attendance_types as ('IN_PERSON' | 'VIRTUAL')[]),
        inPersonCapacity: 'inPersonCapacity' in input ? input.inPersonCapacity : event.in_person_capacity,
        onlineMeeting:
          'onlineMeeting' in input
            ? input.onlineMeeting
            : { url: event.online_url, details: event.online_details, capacity: event.online_capacity },
      });
      if (attendance.attendance_types.includes('VIRTUAL') && !attendance.online_url) {
        throw new HubApiError(400, 'Bad Request', 'onlineMeeting.url is required for an online event.');
      }
      Object.assign(changes, attendance);
    }
    if (input.title !== undefined) changes.title = input.title;
    if (input.summary !== undefined) changes.summary = input.summary;
    if (input.description !== undefined) changes.description = input.description;
    if (input.tags) changes.tags = input.tags;
    if (input.categories) changes.categories = input.categories;
    if (input.notifyAttendees !== undefined) changes.notify_attendees = input.notifyAttendees;
    if (input.allowRegistration !== undefined) changes.allow_registration = input.allowRegistration;
    if (input.location !== undefined) {
      changes.location = input.location && input.location.type !== 'none' ? JSON.stringify(input.location) : null;
    }
    if (input.readGroups) changes.read_groups = input.readGroups;
    if (input.editGroups) changes.edit_groups = input.editGroups;
    if (input.associations) Object.assign(changes, await eventAssociations(trx, caller, input.associations));
    await updateEventRow(trx, id, changes);
    // Its registrants and followers are told of the change once this write commits (issue 43, ADR 0206).
    const told = Object.keys(changes).some((key) => !['updated_at', 'read_groups', 'edit_groups'].includes(key));
    if (told && changes.status !== 'REMOVED') {
      await enqueueNotification(trx, {
        kind: 'event-changed',
        eventId: id,
        canceled: changes.status === 'CANCELED',
        actor: caller.username,
        at: now,
      });
    }
  });
}
