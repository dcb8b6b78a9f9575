import type { RegistrationRow } from '../db/repositories/eventRegistrationRepository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A registration as the events service answers it (spec 2 §3 "Event registration"; the raw fields spec 3 §3's
 * attendee mapper reads: userId, createdById, createdAt, updatedAt), with the attendee's names and its event.
 *
 * @example
 * c.json(presentRegistration(row), 201);
 */
export function presentRegistration(row: RegistrationRow) {
  return {
    id: row.id,
    eventId: row.event_id,
    userId: row.user_id,
    createdById: row.created_by_id,
    role: row.role,
    status: row.status,
    type: row.type,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    user: { username: row.user_id, firstName: row.first_name, lastName: row.last_name },
    event: {
      id: row.event_id,
      title: row.event_title,
      access: row.event_access,
      startDateTime: iso(row.event_start_at),
    },
  };
}
