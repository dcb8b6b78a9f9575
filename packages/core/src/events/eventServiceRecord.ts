import { z } from 'zod/mini';
import type { HubEventLocation } from './HubEvent.ts';

/** A value read leniently: what the schema says, or `fallback` when the member is missing, null or malformed. */
const or = <T extends z.core.SomeType>(schema: T, fallback: z.output<T>) => z.catch(schema, fallback);

const permissionSchema = z.object({
  canEdit: or(z.boolean(), false),
  canDelete: or(z.boolean(), false),
  canSetAccessToPublic: or(z.boolean(), false),
  canSetAccessToOrg: or(z.boolean(), false),
  canSetAccessToPrivate: or(z.boolean(), false),
  canSetStatusToCancelled: or(z.boolean(), false),
  canSetStatusToRemoved: or(z.boolean(), false),
});
const NO_PERMISSION = {
  canEdit: false,
  canDelete: false,
  canSetAccessToPublic: false,
  canSetAccessToOrg: false,
  canSetAccessToPrivate: false,
  canSetStatusToCancelled: false,
  canSetStatusToRemoved: false,
};

const locationSchema = z.looseObject({
  type: or(z.enum(['none', 'custom', 'org', 'item']), 'custom'),
  spatialReference: z.optional(z.looseObject({ wkid: z.optional(z.number()), latestWkid: z.optional(z.number()) })),
  extent: z.optional(z.array(z.array(z.number()))),
  geometries: z.optional(z.array(z.record(z.string(), z.unknown()))),
  /** The place's name as the events service stores it. */
  placeName: z.optional(z.string()),
  /** The name as Plaza's service stored it before it used `placeName`. */
  name: z.optional(z.string()),
  address: z.optional(z.string()),
});

const text = or(z.string(), '');
const texts = or(z.array(z.string()), []);

/**
 * An event as the events service exchanges it (spec 2 §3 "Event (as exchanged with the events service)"), read with
 * zod at the edge. Read leniently (issue 41): a missing, null or malformed member takes its neutral value (empty
 * text or list, no permission, private, planned) so a partial record never fails a page; members it does not name
 * are kept.
 *
 * @example
 * const record = EVENT_SERVICE_RECORD_SCHEMA.parse(await response.json());
 */
export const EVENT_SERVICE_RECORD_SCHEMA = z.looseObject({
  id: text,
  title: text,
  summary: or(z.nullish(z.string()), null),
  description: or(z.nullish(z.string()), null),
  tags: texts,
  categories: texts,
  timeZone: text,
  orgId: text,
  notifyAttendees: or(z.boolean(), false),
  allowRegistration: or(z.boolean(), false),
  allDay: or(z.boolean(), false),
  startDate: text,
  startTime: text,
  endDate: text,
  endTime: text,
  startDateTime: text,
  endDateTime: text,
  createdAt: text,
  updatedAt: text,
  createdById: text,
  creator: or(
    z.looseObject({
      username: text,
      fullName: z.optional(z.string()),
      firstName: z.optional(z.nullable(z.string())),
      lastName: z.optional(z.nullable(z.string())),
    }),
    { username: '' },
  ),
  access: or(z.enum(['PRIVATE', 'ORG', 'PUBLIC']), 'PRIVATE'),
  status: or(z.enum(['PLANNED', 'CANCELED', 'REMOVED']), 'PLANNED'),
  attendanceType: or(z.array(z.enum(['IN_PERSON', 'VIRTUAL'])), []),
  onlineMeeting: or(
    z.nullish(
      z.looseObject({
        details: or(z.nullish(z.string()), null),
        capacity: or(z.nullish(z.number()), null),
        url: or(z.nullish(z.string()), null),
      }),
    ),
    null,
  ),
  inPersonCapacity: or(z.nullish(z.number()), null),
  location: or(z.nullish(locationSchema), null),
  readGroups: texts,
  editGroups: texts,
  associations: or(z.array(z.looseObject({ entityId: z.string(), entityType: text })), []),
  registrationCount: or(z.object({ inPerson: or(z.number(), 0), virtual: or(z.number(), 0) }), {
    inPerson: 0,
    virtual: 0,
  }),
  permission: or(permissionSchema, NO_PERMISSION),
  thumbnailUrl: or(z.nullish(z.string()), null),
  resources: or(z.array(z.looseObject({ id: z.optional(z.string()) })), []),
  capabilities: or(z.nullish(z.looseObject({ catalog: z.optional(z.unknown()) })), null),
});

/** An event as the events service returns it. */
export type EventServiceRecord = z.output<typeof EVENT_SERVICE_RECORD_SCHEMA>;

/** An event's location as the events service stores it (`placeName` is the place's name). */
export interface EventServiceLocation {
  readonly type: HubEventLocation['type'];
  readonly spatialReference?: HubEventLocation['spatialReference'];
  readonly extent?: HubEventLocation['extent'];
  readonly geometries?: HubEventLocation['geometries'];
  readonly placeName?: string;
  readonly address?: string;
}

/**
 * The body of a create or update call (the service computes ids, UTC instants, counts and permissions). An event
 * attended in person only sends no `onlineMeeting`: the service keeps what it has, as with the reference.
 */
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
  readonly onlineMeeting?: {
    readonly url: string | null;
    readonly details: string | null;
    readonly capacity: number | null;
  };
  readonly inPersonCapacity: number | null;
  readonly location: EventServiceLocation | null;
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
