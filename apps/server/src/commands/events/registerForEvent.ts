import { eventVisibility } from '../../access/eventVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { EventAttendanceType } from '../../db/eventTables.ts';
import { newId } from '../../db/newId.ts';
import { findVisibleEvent, lockEvent } from '../../db/repositories/eventRepository.ts';
import {
  countAccepted,
  findRegistrationOf,
  insertRegistration,
  type RegistrationRow,
} from '../../db/repositories/eventRegistrationRepository.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

export interface RegisterInput {
  readonly eventId: string;
  /** Default: in person when the event offers it, else online. */
  readonly type?: EventAttendanceType | undefined;
}

/**
 * Registers the caller for an event (issue 14): one registration per event and user (a repeat returns the
 * existing one, `created: false`); closed when registration is off or the event is canceled, removed or over;
 * places per attendance type counted under a lock on the event's row, so N places under any number of concurrent
 * requests give exactly N accepted registrations and the rest a 409 "full".
 *
 * @example
 * const { registration, created } = await registerForEvent(db, caller, { eventId, type: 'VIRTUAL' }, Date.now());
 */
export async function registerForEvent(
  db: Db,
  caller: UserCaller,
  input: RegisterInput,
  now: number,
): Promise<{ registration: RegistrationRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const visible = await findVisibleEvent(trx, input.eventId, eventVisibility(caller), caller.username);
    if (!visible) throw new HubApiError(404, 'Not Found', `No event ${input.eventId} that you can see.`);
    const event = await lockEvent(trx, input.eventId);
    if (!event) throw new HubApiError(404, 'Not Found', `No event ${input.eventId} that you can see.`);
    const existing = await findRegistrationOf(trx, event.id, caller.username);
    if (existing) return { registration: existing, created: false };
    if (event.status !== 'PLANNED') {
      throw new HubApiError(409, 'Conflict', `Registration is closed: this event was ${event.status.toLowerCase()}.`);
    }
    if (!event.allow_registration) throw new HubApiError(409, 'Conflict', 'Registration is closed for this event.');
    if (event.end_at <= now) throw new HubApiError(409, 'Conflict', 'Registration is closed: this event is over.');
    const offered = event.attendance_types as EventAttendanceType[];
    const type = input.type ?? (offered.includes('IN_PERSON') ? 'IN_PERSON' : 'VIRTUAL');
    if (!offered.includes(type)) {
      throw new HubApiError(
        400,
        'Bad Request',
        `This event is not offered ${type === 'IN_PERSON' ? 'in person' : 'online'}; register for ${offered.join(' or ')}.`,
      );
    }
    const capacity = type === 'IN_PERSON' ? event.in_person_capacity : event.online_capacity;
    if (capacity !== null && (await countAccepted(trx, event.id, type)) >= capacity) {
      throw new HubApiError(
        409,
        'Conflict',
        `This event is full ${type === 'IN_PERSON' ? 'in person' : 'online'}: all ${capacity} places are taken.`,
      );
    }
    const user = await findUserByUsername(trx, caller.username);
    const [firstName = '', ...rest] = (user?.full_name ?? '').split(' ');
    await insertRegistration(trx, {
      id: newId(),
      event_id: event.id,
      user_id: caller.username,
      created_by_id: caller.username,
      role: 'ATTENDEE',
      status: 'ACCEPTED',
      type,
      first_name: firstName,
      last_name: rest.join(' '),
      created_at: now,
      updated_at: now,
    });
    return { registration: (await findRegistrationOf(trx, event.id, caller.username))!, created: true };
  });
}
