import { getEventSlug } from '../workspace/getSiteRelativeLink.ts';
import type { EventServiceRecord } from './eventServiceRecord.ts';
import type { EventAttendance, HubEvent } from './HubEvent.ts';

function attendanceOf(types: readonly string[]): EventAttendance {
  const inPerson = types.includes('IN_PERSON');
  const online = types.includes('VIRTUAL');
  return inPerson && online ? 'both' : online ? 'online' : 'inPerson';
}

/**
 * The event entity from the service's record (spec 2 §3 "Event entity"): access lower-cased; status flags;
 * `isPast` when the end is before `now`; attendance In person / Online / Both; capacity types Fixed when set, else
 * Unlimited; `canChangeAccess` when all three set-access permissions hold, `canChangeStatus` when either status
 * permission does; `view.showMap` when it has a location, whose type is `none` when absent.
 *
 * @example
 * const event = eventFromService(record, Date.now());
 * event.isPast; event.attendanceType; // "both"
 */
export function eventFromService(record: EventServiceRecord, now: number): HubEvent {
  const permission = record.permission;
  const endDateTime = new Date(record.endDateTime);
  const onlineCapacity = record.onlineMeeting?.capacity ?? null;
  const inPersonCapacity = record.inPersonCapacity ?? null;
  const location = record.location ?? { type: 'none' as const };
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
    ownerName: record.creator.fullName ?? record.creator.username,
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
    inPersonCapacityType: inPersonCapacity === null ? 'unlimited' : 'fixed',
    onlineCapacity,
    onlineCapacityType: onlineCapacity === null ? 'unlimited' : 'fixed',
    onlineUrl: record.onlineMeeting?.url ?? null,
    onlineDetails: record.onlineMeeting?.details ?? null,
    allowRegistration: record.allowRegistration,
    notifyAttendees: record.notifyAttendees,
    location,
    readGroupIds: record.readGroups,
    editGroupIds: record.editGroups,
    associations: record.associations,
    registrationCount: { inPerson: record.registrationCount.inPerson, online: record.registrationCount.virtual },
    canEdit: permission.canEdit,
    canDelete: permission.canDelete,
    canChangeAccess:
      permission.canSetAccessToPublic && permission.canSetAccessToOrg && permission.canSetAccessToPrivate,
    canChangeStatus: permission.canSetStatusToCancelled || permission.canSetStatusToRemoved,
    canChangeStatusCanceled: permission.canSetStatusToCancelled,
    canChangeStatusRemoved: permission.canSetStatusToRemoved,
    view: { showMap: location.type !== 'none' },
    createdDate: new Date(record.createdAt),
    updatedDate: new Date(record.updatedAt),
    slug: getEventSlug(record),
  };
}
