import { z } from 'zod/mini';
import type { HubEventLocation } from './HubEvent.ts';

const permissionSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canSetAccessToPublic: z.boolean(),
  canSetAccessToOrg: z.boolean(),
  canSetAccessToPrivate: z.boolean(),
  canSetStatusToCancelled: z.boolean(),
  canSetStatusToRemoved: z.boolean(),
});

const locationSchema = z.looseObject({
  type: z.enum(['none', 'custom', 'org', 'item']),
  spatialReference: z.optional(z.object({ wkid: z.number() })),
  extent: z.optional(z.array(z.array(z.number()))),
  geometries: z.optional(z.array(z.record(z.string(), z.unknown()))),
  name: z.optional(z.string()),
  address: z.optional(z.string()),
});

/**
 * An event as the events service exchanges it (spec 2 §3 "Event (as exchanged with the events service)"), read with
 * zod at the edge so a malformed answer fails loudly instead of leaking `undefined` into pages.
 *
 * @example
 * const record = EVENT_SERVICE_RECORD_SCHEMA.parse(await response.json());
 */
export const EVENT_SERVICE_RECORD_SCHEMA = z.looseObject({
  id: z.string(),
  title: z.string(),
  summary: z.nullish(z.string()),
  description: z.nullish(z.string()),
  tags: z._default(z.array(z.string()), []),
  categories: z._default(z.array(z.string()), []),
  timeZone: z.string(),
  orgId: z.string(),
  notifyAttendees: z.boolean(),
  allowRegistration: z.boolean(),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdById: z.string(),
  creator: z.looseObject({ username: z.string(), fullName: z.optional(z.string()) }),
  access: z.enum(['PRIVATE', 'ORG', 'PUBLIC']),
  status: z.enum(['PLANNED', 'CANCELED', 'REMOVED']),
  attendanceType: z.array(z.enum(['IN_PERSON', 'VIRTUAL'])),
  onlineMeeting: z.nullish(
    z.object({ details: z.nullish(z.string()), capacity: z.nullish(z.number()), url: z.nullish(z.string()) }),
  ),
  inPersonCapacity: z.nullish(z.number()),
  location: z.nullish(locationSchema),
  readGroups: z._default(z.array(z.string()), []),
  editGroups: z._default(z.array(z.string()), []),
  associations: z._default(z.array(z.object({ entityId: z.string(), entityType: z.string() })), []),
  registrationCount: z._default(z.object({ inPerson: z.number(), virtual: z.number() }), { inPerson: 0, virtual: 0 }),
  permission: permissionSchema,
});

/** An event as the events service returns it. */
export type EventServiceRecord = z.output<typeof EVENT_SERVICE_RECORD_SCHEMA>;

/** The body of a create or update call (the service computes ids, UTC instants, counts and permissions). */
export interface EventServicePayload {
  readonly title: string;
  readonly summary: string | null;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly timeZone: string;
  readonly notifyAttendees: boolean;
  readonly allowRegistration: boolean;
  readonly allDay: boolean;
  readonly startDate: string;
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
  readonly access: 'PRIVATE' | 'ORG' | 'PUBLIC';
  readonly status: 'PLANNED' | 'CANCELED' | 'REMOVED';
  readonly attendanceType: readonly ('IN_PERSON' | 'VIRTUAL')[];
  readonly onlineMeeting: {
    readonly url: string | null;
    readonly details: string | null;
    readonly capacity: number | null;
  } | null;
  readonly inPersonCapacity: number | null;
  readonly location: HubEventLocation | null;
  readonly readGroups: readonly string[];
  readonly editGroups: readonly string[];
  readonly associations: readonly { readonly entityId: string; readonly entityType: string }[];
}

const registrationSchema = z.looseObject({
  id: z.string(),
  eventId: z.string(),
  userId: z.string(),
  createdById: z.string(),
  role: z.enum(['OWNER', 'ORGANIZER', 'ATTENDEE']),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'BLOCKED']),
  type: z.enum(['IN_PERSON', 'VIRTUAL']),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ username: z.string(), firstName: z.string(), lastName: z.string() }),
  event: z.object({ id: z.string(), title: z.string(), access: z.string(), startDateTime: z.string() }),
});

/**
 * A registration as the events service returns it (spec 2 §3 "Event registration").
 *
 * @example
 * const registration = EVENT_REGISTRATION_SCHEMA.parse(json);
 */
export const EVENT_REGISTRATION_SCHEMA = registrationSchema;

/** A registration as the events service returns it. */
export type EventRegistration = z.output<typeof registrationSchema>;
