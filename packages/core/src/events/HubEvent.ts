import type { HubCatalog } from '../catalogs/HubCatalog.ts';

/** How people attend (spec 2 §3 "Event entity"). */
export type EventAttendance = 'inPerson' | 'online' | 'both';
/** Fixed when a capacity is set, else unlimited. */
export type EventCapacityType = 'fixed' | 'unlimited';
/** Where an event takes place (spec 2 §3): nowhere, a custom geometry, the org's extent or an item's. */
export type EventLocationType = 'none' | 'custom' | 'org' | 'item';

/** An event's location; `type` is `none` when the event has none. */
export interface HubEventLocation {
  readonly type: EventLocationType;
  readonly spatialReference?: { readonly wkid?: number; readonly latestWkid?: number };
  readonly extent?: readonly (readonly number[])[];
  readonly geometries?: readonly Readonly<Record<string, unknown>>[];
  readonly name?: string;
  readonly address?: string;
}

/** The links of an event (the reference's, spec 2 §3 "links"): its page, the events route, its workspace. */
export interface HubEventLinks {
  /** `/events/{title-id}`. */
  readonly self: string;
  readonly siteRelative: string;
  /** The route of the entity type without an identifier: none for events (empty), as the reference answers. */
  readonly siteRelativeEntityType: string;
  /** `/workspace/events/{id}`. */
  readonly workspaceRelative: string;
  /** The event's own image, when it has one (the web app draws a placeholder otherwise). */
  readonly thumbnail?: string;
}

/**
 * The event entity, the product model of an event (spec 2 §3 "Event entity"), with the members and names of the
 * reference's event entity (ADR 0203): type `Event`, access in lower case, status flags, attendance and capacity
 * types (fixed when a capacity above 0 is set), each change permission and their folds `canChangeAccess` and
 * `canChangeStatus`, referenced content, registration counts, its catalog, links, and `view.showMap` when the
 * record has a location. `ownerName` is Plaza's own (the creator's name for the page).
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
  /** The ids of the sites, initiatives and projects the event belongs to. */
  readonly referencedContentIds: readonly string[];
  readonly referencedContentIdsByType: readonly { readonly entityId: string; readonly entityType: string }[];
  readonly inPersonRegistrationCount: number;
  readonly onlineRegistrationCount: number;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canChangeAccess: boolean;
  readonly canChangeAccessOrg: boolean;
  readonly canChangeAccessPrivate: boolean;
  readonly canChangeAccessPublic: boolean;
  readonly canChangeStatus: boolean;
  readonly canChangeStatusCancelled: boolean;
  readonly canChangeStatusRemoved: boolean;
  readonly view: { readonly showMap: boolean };
  readonly createdDate: Date;
  readonly createdDateSource: 'createdAt';
  readonly updatedDate: Date;
  readonly updatedDateSource: 'updatedAt';
  /** The event's image url, or null. */
  readonly thumbnailUrl: string | null;
  /** The id of the event's current image resource, or null. */
  readonly resourceId: string | null;
  /** The event's catalog (`capabilities.catalog`), at the current catalog schema. */
  readonly catalog: HubCatalog;
  readonly links: HubEventLinks;
  /** `{slugified title}-{id}`. */
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
