import { upgradeCatalogSchema } from '../catalogs/upgradeCatalogSchema.ts';
import { getEventSlug } from '../workspace/getSiteRelativeLink.ts';
import type { EventServiceRecord } from './eventServiceRecord.ts';
import type { EventAttendance, HubEvent, HubEventLocation } from './HubEvent.ts';

/** Both when in person and online; in person; else online (as the reference reads an empty list). */
function attendanceOf(types: readonly string[]): EventAttendance {
  const inPerson = types.includes('IN_PERSON');
  if (inPerson && types.includes('VIRTUAL')) return 'both';
  return inPerson ? 'inPerson' : 'online';
}

/** The entity's location: the record's, its place name as `name`; `none` when the record has none. */
function locationOf(record: EventServiceRecord): HubEventLocation {
  const stored = record.location;
  if (!stored) return { type: 'none' };
  const { placeName, name, address, type, spatialReference, extent, geometries } = stored;
  const place = placeName ?? name;
  return {
    type,
    ...(spatialReference ? { spatialReference } : {}),
    ...(extent ? { extent } : {}),
    ...(geometries ? { geometries } : {}),
    ...(place !== undefined ? { name: place } : {}),
    ...(address !== undefined ? { address } : {}),
  };
}

/** The creator's name for the page: the full name, else first and last, else the username. */
function ownerNameOf(creator: EventServiceRecord['creator']): string {
  const parts = [creator.firstName, creator.lastName].filter((p): p is string => typeof p === 'string' && p !== '');
  return creator.fullName || parts.join(' ') || creator.username;
}

/**
 * The event entity from the service's record (spec 2 §3 "Event entity"), as the reference maps it (ADR 0203): access
 * lower-cased; status flags; `isPast` when the end is before `now`; attendance In person / Online / Both; capacity
 * types Fixed when a capacity above 0 is set, else Unlimited; `canChangeAccess` when all three set-access permissions
 * hold, `canChangeStatus` when either status permission does; referenced content from the associations; the
 * catalog at the current schema; links; `view.showMap` when the record has a location, whose type is `none` when
 * absent. Never throws on a record parsed with `EVENT_SERVICE_RECORD_SCHEMA` (its members are read leniently).
 *
 * @example
 * const event = eventFromService(record, Date.now());
 * event.isPast; event.attendanceType; // "both"
 * event.links.siteRelative; // "/events/river-restoration-workshop-e1"
 */
export function eventFromService(record: EventServiceRecord, now: number): HubEvent {
  const permission = record.permission;
  const endDateTime = new Date(record.endDateTime);
  const onlineCapacity = record.onlineMeeting?.capacity ?? null;
  const inPersonCapacity = record.inPersonCapacity ?? null;
  const slug = getEventSlug(record);
  const thumbnailUrl = record.thumbnailUrl ?? null;
  const siteRelative = `/events/${slug}`;
  return {
    type: 'Event',
    id: record.id,
    name: record.title,
    summary: record.summary ?? '',
    description: record.description ?? '',
    tags: record.tags,
    categories: record.categories,
    orgId: record.orgId,
    owner: record.creator.username,
    ownerName: ownerNameOf(record.creator),
    access: record.access.toLowerCase() as HubEvent['access'],
    isPlanned: record.status === 'PLANNED',
    isCanceled: record.status === 'CANCELED',
    isRemoved: record.status === 'REMOVED',
    isPast: endDateTime.getTime() < now,
    timeZone: record.timeZone,
    isAllDay: record.allDay,
    startDate: record.startDate,
    startTime: record.startTime,
    endDate: record.endDate,
    endTime: record.endTime,
    startDateTime: new Date(record.startDateTime),
    endDateTime,
    attendanceType: attendanceOf(record.attendanceType),
    inPersonCapacity,
    inPersonCapacityType: inPersonCapacity ? 'fixed' : 'unlimited',
    onlineCapacity,
    onlineCapacityType: onlineCapacity ? 'fixed' : 'unlimited',
    onlineUrl: record.onlineMeeting?.url ?? null,
    onlineDetails: record.onlineMeeting?.details ?? null,
    allowRegistration: record.allowRegistration,
    notifyAttendees: record.notifyAttendees,
    location: locationOf(record),
    readGroupIds: record.readGroups,
    editGroupIds: record.editGroups,
    referencedContentIds: record.associations.map((a) => a.entityId),
    referencedContentIdsByType: record.associations.map(({ entityId, entityType }) => ({ entityId, entityType })),
    inPersonRegistrationCount: record.registrationCount.inPerson,
    onlineRegistrationCount: record.registrationCount.virtual,
    canEdit: permission.canEdit,
    canDelete: permission.canDelete,
    canChangeAccess:
      permission.canSetAccessToPublic && permission.canSetAccessToOrg && permission.canSetAccessToPrivate,
    canChangeAccessOrg: permission.canSetAccessToOrg,
    canChangeAccessPrivate: permission.canSetAccessToPrivate,
    canChangeAccessPublic: permission.canSetAccessToPublic,
    canChangeStatus: permission.canSetStatusToCancelled || permission.canSetStatusToRemoved,
    canChangeStatusCancelled: permission.canSetStatusToCancelled,
    canChangeStatusRemoved: permission.canSetStatusToRemoved,
    view: { showMap: record.location !== null },
    createdDate: new Date(record.createdAt),
    createdDateSource: 'createdAt',
    updatedDate: new Date(record.updatedAt),
    updatedDateSource: 'updatedAt',
    thumbnailUrl,
    resourceId: record.resources[0]?.id ?? null,
    catalog: upgradeCatalogSchema(record.capabilities?.catalog ?? {}),
    links: {
      self: siteRelative,
      siteRelative,
      siteRelativeEntityType: '',
      workspaceRelative: `/workspace/events/${record.id}`,
      ...(thumbnailUrl ? { thumbnail: thumbnailUrl } : {}),
    },
    slug,
  };
}
