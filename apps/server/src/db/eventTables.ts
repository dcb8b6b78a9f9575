import type { ColumnType } from 'kysely';

// The events service's tables (spec 2 §3, §7; migration 0100). Listed in `Database`.

export type EventAccess = 'PRIVATE' | 'ORG' | 'PUBLIC';
export type EventStatus = 'PLANNED' | 'CANCELED' | 'REMOVED';
export type EventAttendanceType = 'IN_PERSON' | 'VIRTUAL';
export type RegistrationRole = 'OWNER' | 'ORGANIZER' | 'ATTENDEE';
export type RegistrationStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'BLOCKED';

/** Arrays with a database default: optional on insert. */
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** An event's geometry as the client sent it (validated by the route's schema). */
export interface EventLocation {
  readonly type: 'none' | 'custom' | 'org' | 'item';
  readonly spatialReference?: { readonly wkid: number };
  readonly extent?: readonly (readonly number[])[];
  readonly geometries?: readonly Record<string, unknown>[];
  readonly name?: string;
  readonly address?: string;
}

export interface EventTable {
  id: string;
  org_id: string;
  creator: string;
  title: string;
  summary: string | null;
  description: string | null;
  tags: TextArray;
  categories: TextArray;
  time_zone: string;
  notify_attendees: boolean;
  allow_registration: boolean;
  all_day: boolean;
  /** Local to `time_zone`: `YYYY-MM-DD` and `HH:MM:SS`. */
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  /** UTC epoch milliseconds of the local start and end. */
  start_at: number;
  end_at: number;
  access: EventAccess;
  status: EventStatus;
  attendance_types: string[];
  online_url: string | null;
  online_details: string | null;
  online_capacity: number | null;
  in_person_capacity: number | null;
  location: ColumnType<EventLocation | null, string | null, string | null>;
  read_groups: TextArray;
  edit_groups: TextArray;
  /** Associated sites, initiatives and projects (item ids) and their hub types, in the same order. */
  entity_ids: TextArray;
  entity_types: TextArray;
  created_at: number;
  updated_at: number;
}

export interface EventRegistrationTable {
  id: string;
  event_id: string;
  user_id: string;
  created_by_id: string;
  role: RegistrationRole;
  status: RegistrationStatus;
  type: EventAttendanceType;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
}
