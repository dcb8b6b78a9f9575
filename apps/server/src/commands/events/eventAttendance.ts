import type { EventAttendanceType } from '../../db/eventTables.ts';

export interface EventAttendanceInput {
  readonly attendanceType: readonly EventAttendanceType[];
  readonly inPersonCapacity?: number | null | undefined;
  readonly onlineMeeting?:
    | {
        readonly url?: string | null | undefined;
        readonly details?: string | null | undefined;
        readonly capacity?: number | null | undefined;
      }
    | null
    | undefined;
}

/**
 * The stored attendance columns (spec 2 §4): in person keeps its capacity (null when unlimited); online keeps the
 * meeting and its capacity; a type not offered clears its fields.
 *
 * @example
 * eventAttendance({ attendanceType: ['VIRTUAL'], inPersonCapacity: 40, onlineMeeting: { url } }).in_person_capacity; // null
 */
export function eventAttendance(input: EventAttendanceInput) {
  const inPerson = input.attendanceType.includes('IN_PERSON');
  const online = input.attendanceType.includes('VIRTUAL');
  return {
    attendance_types: [...new Set(input.attendanceType)].sort(),
    in_person_capacity: inPerson ? (input.inPersonCapacity ?? null) : null,
    online_url: online ? (input.onlineMeeting?.url ?? null) : null,
    online_details: online ? (input.onlineMeeting?.details ?? null) : null,
    online_capacity: online ? (input.onlineMeeting?.capacity ?? null) : null,
  };
}
