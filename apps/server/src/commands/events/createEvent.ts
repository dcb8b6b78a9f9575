import { hasPrivilege, type UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/newId.ts';
import { insertEvent } from '../../db/repositories/eventRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { CreateEventInput } from './eventInput.ts';
import { eventAssociations } from './eventAssociations.ts';
import { eventAttendance } from './eventAttendance.ts';
import { eventSchedule } from './eventSchedule.ts';
import { assertAccessAllowed } from './assertAccessAllowed.ts';

/**
 * Creates an event (spec 2 §6: signed in with the privilege to create items), in one transaction: schedule,
 * attendance, associations checked; status PLANNED; access PRIVATE unless asked (and allowed). Returns its id.
 *
 * @example
 * const id = await createEvent(db, caller, input, Date.now());
 */
export async function createEvent(db: Db, caller: UserCaller, input: CreateEventInput, now: number): Promise<string> {
  if (!hasPrivilege(caller, 'portal:user:createItem')) {
    throw new HubApiError(
      403,
      'Forbidden',
      'Your account cannot create events: it needs the privilege to create items.',
    );
  }
  const access = input.access ?? 'PRIVATE';
  assertAccessAllowed(caller, access, true);
  const schedule = eventSchedule({
    timeZone: input.timeZone,
    allDay: input.allDay ?? false,
    startDate: input.startDate,
    startTime: input.startTime,
    endDate: input.endDate,
    endTime: input.endTime,
  });
  const attendance = eventAttendance(input);
  if (attendance.attendance_types.includes('VIRTUAL') && !attendance.online_url) {
    throw new HubApiError(400, 'Bad Request', 'onlineMeeting.url is required for an online event.');
  }
  const id = newId();
  await db.transaction().execute(async (trx) => {
    const associations = await eventAssociations(trx, caller, input.associations ?? []);
    await insertEvent(trx, {
      id,
      org_id: caller.orgId,
      creator: caller.username,
      title: input.title,
      summary: input.summary ?? null,
      description: input.description ?? null,
      tags: input.tags ?? [],
      categories: input.categories ?? [],
      notify_attendees: input.notifyAttendees ?? false,
      allow_registration: input.allowRegistration ?? true,
      ...schedule,
      access,
      status: 'PLANNED',
      ...attendance,
      location: input.location && input.location.type !== 'none' ? JSON.stringify(input.location) : null,
      read_groups: input.readGroups ?? [],
      edit_groups: input.editGroups ?? [],
      ...associations,
      created_at: now,
      updated_at: now,
    });
  });
  return id;
}
