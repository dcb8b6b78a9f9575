import { eventVisibility } from '../../access/eventVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { RegistrationRole, RegistrationStatus } from '../../db/eventTables.ts';
import { findVisibleEvent, lockEvent } from '../../db/repositories/eventRepository.ts';
import {
  countAccepted,
  findRegistrationById,
  updateRegistrationRow,
  type RegistrationRow,
} from '../../db/repositories/eventRegistrationRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { canEditEvent } from '../../access/eventPermissions.ts';

/**
 * An organiser changes a registration's status or role (issue 14). Accepting someone again takes a place, so it is
 * counted under the event's lock like a new registration.
 *
 * @example
 * await updateRegistration(db, caller, id, { role: 'ORGANIZER' }, Date.now());
 */
export async function updateRegistration(
  db: Db,
  caller: UserCaller,
  id: string,
  input: { readonly status?: RegistrationStatus | undefined; readonly role?: RegistrationRole | undefined },
  now: number,
): Promise<RegistrationRow> {
  return db.transaction().execute(async (trx) => {
    const registration = await findRegistrationById(trx, id);
    const event = registration
      ? await findVisibleEvent(trx, registration.event_id, eventVisibility(caller), caller.username)
      : undefined;
    if (!registration || !event) throw new HubApiError(404, 'Not Found', `No registration ${id}.`);
    if (!canEditEvent(event, caller)) {
      throw new HubApiError(403, 'Forbidden', "Only the event's organisers can change registrations.");
    }
    await lockEvent(trx, event.id);
    if (input.status === 'ACCEPTED' && registration.status !== 'ACCEPTED') {
      const capacity = registration.type === 'IN_PERSON' ? event.in_person_capacity : event.online_capacity;
      if (capacity !== null && (await countAccepted(trx, event.id, registration.type)) >= capacity) {
        throw new HubApiError(409, 'Conflict', `The event is full: all ${capacity} places of this type are taken.`);
      }
    }
    await updateRegistrationRow(trx, id, {
      ...(input.status ? { status: input.status } : {}),
      ...(input.role ? { role: input.role } : {}),
      updated_at: now,
    });
    return (await findRegistrationById(trx, id))!;
  });
}
