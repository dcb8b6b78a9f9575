/** How people attend (spec 2 §3 "Event entity"). */
export type EventAttendance = 'inPerson' | 'online' | 'both';
/** Fixed when a capacity is set, else unlimited. */
export type EventCapacityType = 'fixed' | 'unlimited';
/** Where an event takes place (spec 2 §3): nowhere, a custom geometry, the org's extent or an item's. */
export type EventLocationType = 'none' | 'custom' | 'org' | 'item';

/** An event's location; `type` is `none` when the event has none. */
export interface HubEventLocation {
  readonly type: EventLocationType;
  readonly spatialReference?: { readonly wkid: number };
  readonly extent?: readonly (readonly number[])[];
  readonly geometries?: readonly Readonly<Record<string, unknown>>[];
  readonly name?: string;
  readonly address?: string;
}

/**
 * The event entity, the product model of an event (spec 2 §3 "Event entity"): type `Event`, access in lower case,
 * status flags, attendance and capacity types, the change permissions folded into `canChangeAccess` and
 * `canChangeStatus`, and `view.showMap` when it has a location.
 */
export interface HubEvent {
  readonly type: 'Event';
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly orgId: string;
  readonly owner: string;
  readonly ownerName: string;
  readonly access: 'private' | 'org' | 'public';
  readonly isPlanned: boolean;
  readonly isCanceled: boolean;
  readonly isRemoved: boolean;
  /** True when the end is before now. */
  readonly isPast: boolean;
  readonly timeZone: string;
  readonly isAllDay: boolean;
  readonly startDate: string;
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
  readonly startDateTime: Date;
  readonly endDateTime: Date;
  readonly attendanceType: EventAttendance;
  readonly inPersonCapacity: number | null;
  readonly inPersonCapacityType: EventCapacityType;
  readonly onlineCapacity: number | null;
  readonly onlineCapacityType: EventCapacityType;
  /** Given by the service only to organisers and registered attendees. */
  readonly onlineUrl: string | null;
  readonly onlineDetails: string | null;
  readonly allowRegistration: boolean;
  readonly notifyAttendees: boolean;
  readonly location: HubEventLocation;
  readonly readGroupIds: readonly string[];
  readonly editGroupIds: readonly string[];
  readonly associations: readonly { readonly entityId: string; readonly entityType: string }[];
  readonly registrationCount: { readonly inPerson: number; readonly online: number };
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canChangeAccess: boolean;
  readonly canChangeStatus: boolean;
  readonly canChangeStatusCanceled: boolean;
  readonly canChangeStatusRemoved: boolean;
  readonly view: { readonly showMap: boolean };
  readonly createdDate: Date;
  readonly updatedDate: Date;
  /** `/events/{title}-{id}`. */
  readonly slug: string;
}

/**
 * The related entity types of events (spec 2 §3).
 *
 * @example
 * EVENT_RELATED_ENTITY_TYPES.includes('Hub Project'); // true
 */
export const EVENT_RELATED_ENTITY_TYPES = Object.freeze([
  'Hub Site Application',
  'Hub Initiative',
  'Hub Project',
] as const);
