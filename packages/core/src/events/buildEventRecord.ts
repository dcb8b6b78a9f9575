import type { EventServiceRecord } from './eventServiceRecord.ts';

/**
 * A valid event as the events service returns it, for tests: a planned public in-person event with every permission,
 * overridable field by field.
 *
 * @example
 * const record = buildEventRecord({ status: 'CANCELED' });
 */
export function buildEventRecord(overrides: Partial<EventServiceRecord> = {}): EventServiceRecord {
  return {
    id: 'e1',
    title: 'River Restoration Workshop',
    summary: 'Plan the planting.',
    description: '<p>Bring boots.</p>',
    tags: ['river'],
    categories: [],
    timeZone: 'America/Los_Angeles',
    orgId: 'org1',
    notifyAttendees: false,
    allowRegistration: true,
    allDay: false,
    startDate: '2026-06-10',
    startTime: '18:00:00',
    endDate: '2026-06-10',
    endTime: '20:00:00',
    startDateTime: '2026-06-11T01:00:00.000Z',
    endDateTime: '2026-06-11T03:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    createdById: 'ana',
    creator: { username: 'ana', fullName: 'Ana Lima' },
    access: 'PUBLIC',
    status: 'PLANNED',
    attendanceType: ['IN_PERSON'],
    onlineMeeting: null,
    inPersonCapacity: 40,
    location: null,
    readGroups: [],
    editGroups: [],
    associations: [],
    registrationCount: { inPerson: 3, virtual: 0 },
    thumbnailUrl: null,
    resources: [],
    capabilities: null,
    permission: {
      canEdit: true,
      canDelete: true,
      canSetAccessToPublic: true,
      canSetAccessToOrg: true,
      canSetAccessToPrivate: true,
      canSetStatusToCancelled: true,
      canSetStatusToRemoved: true,
    },
    ...overrides,
  };
}
