import { describe, expect, it } from 'vitest';
import { eventToSearchResult } from '../search/mappers/eventToSearchResult.ts';
import { buildEventRecord } from './buildEventRecord.ts';
import { eventFromService } from './eventFromService.ts';
import { getEventIdFromSlug, getEventSlug } from '../workspace/getSiteRelativeLink.ts';
import { eventToService, type HubEventDraft } from './eventToService.ts';

const JUNE_1 = Date.parse('2026-06-01T00:00:00Z');
const JULY_1 = Date.parse('2026-07-01T00:00:00Z');

describe('eventFromService (spec 2 §3 "Event entity")', () => {
  it('maps type, lower-case access, status flags and the owner', () => {
    const event = eventFromService(buildEventRecord({ status: 'CANCELED', access: 'ORG' }), JUNE_1);
    expect(event).toMatchObject({
      type: 'Event',
      id: 'e1',
      name: 'River Restoration Workshop',
      access: 'org',
      isCanceled: true,
      isPlanned: false,
      isRemoved: false,
      owner: 'ana',
      ownerName: 'Ana Lima',
      slug: 'river-restoration-workshop-e1',
    });
    expect(eventFromService(buildEventRecord({ status: 'REMOVED' }), JUNE_1)).toMatchObject({ isRemoved: true });
    expect(eventFromService(buildEventRecord(), JUNE_1)).toMatchObject({ isPlanned: true });
  });

  it('isPast is true only when the end is before now', () => {
    expect(eventFromService(buildEventRecord(), JUNE_1).isPast).toBe(false);
    expect(eventFromService(buildEventRecord(), JULY_1).isPast).toBe(true);
    const atTheEnd = Date.parse('2026-06-11T03:00:00.000Z');
    expect(eventFromService(buildEventRecord(), atTheEnd).isPast).toBe(false);
  });

  it('attendance is In person, Online or Both; capacity types Fixed when set, else Unlimited', () => {
    const both = eventFromService(
      buildEventRecord({
        attendanceType: ['IN_PERSON', 'VIRTUAL'],
        inPersonCapacity: null,
        onlineMeeting: { url: 'https://meet.example.org', details: 'Room', capacity: 200 },
      }),
      JUNE_1,
    );
    expect(both).toMatchObject({
      attendanceType: 'both',
      inPersonCapacityType: 'unlimited',
      inPersonCapacity: null,
      onlineCapacityType: 'fixed',
      onlineCapacity: 200,
      onlineUrl: 'https://meet.example.org',
    });
    expect(eventFromService(buildEventRecord(), JUNE_1)).toMatchObject({
      attendanceType: 'inPerson',
      inPersonCapacityType: 'fixed',
      onlineCapacityType: 'unlimited',
    });
    const online = buildEventRecord({ attendanceType: ['VIRTUAL'], onlineMeeting: { capacity: null } });
    expect(eventFromService(online, JUNE_1).attendanceType).toBe('online');
  });

  it('canChangeAccess needs all three access permissions; canChangeStatus either status permission', () => {
    const base = buildEventRecord().permission;
    const of = (permission: Partial<typeof base>) =>
      eventFromService(buildEventRecord({ permission: { ...base, ...permission } }), JUNE_1);
    expect(of({}).canChangeAccess).toBe(true);
    expect(of({ canSetAccessToOrg: false }).canChangeAccess).toBe(false);
    expect(of({ canSetAccessToPublic: false }).canChangeAccess).toBe(false);
    expect(of({ canSetStatusToRemoved: false }).canChangeStatus).toBe(true);
    expect(of({ canSetStatusToCancelled: false }).canChangeStatus).toBe(true);
    expect(of({ canSetStatusToCancelled: false, canSetStatusToRemoved: false }).canChangeStatus).toBe(false);
  });

  it('view.showMap when there is a location; the location type is none when absent', () => {
    const none = eventFromService(buildEventRecord({ location: null }), JUNE_1);
    expect(none.location.type).toBe('none');
    expect(none.view.showMap).toBe(false);
    const custom = eventFromService(
      buildEventRecord({ location: { type: 'custom', geometries: [{ type: 'point', x: -117.4, y: 33.9 }] } }),
      JUNE_1,
    );
    expect(custom.location.type).toBe('custom');
    expect(custom.view.showMap).toBe(true);
  });
});

function draft(overrides: Partial<HubEventDraft> = {}): HubEventDraft {
  return { ...eventFromService(buildEventRecord(), JUNE_1), ...overrides };
}

describe('eventToService (spec 2 §4 save rules)', () => {
  it('status from the flags: removed wins, then canceled, else planned', () => {
    expect(eventToService(draft({ isRemoved: true, isCanceled: true })).status).toBe('REMOVED');
    expect(eventToService(draft({ isCanceled: true })).status).toBe('CANCELED');
    expect(eventToService(draft({ isCanceled: false, isRemoved: false })).status).toBe('PLANNED');
  });

  it('all-day events are saved 00:00:00 to 23:59:59; other times get seconds', () => {
    expect(eventToService(draft({ isAllDay: true, startTime: '09:00', endTime: '10:00' }))).toMatchObject({
      allDay: true,
      startTime: '00:00:00',
      endTime: '23:59:59',
    });
    expect(eventToService(draft({ startTime: '09:00', endTime: '10:30' }))).toMatchObject({
      startTime: '09:00:00',
      endTime: '10:30:00',
    });
  });

  it('in person or both sets inPersonCapacity (null when unlimited)', () => {
    expect(eventToService(draft({ attendanceType: 'inPerson', inPersonCapacity: 40 })).inPersonCapacity).toBe(40);
    expect(
      eventToService(draft({ attendanceType: 'both', inPersonCapacity: 40, inPersonCapacityType: 'unlimited' }))
        .inPersonCapacity,
    ).toBeNull();
    expect(eventToService(draft({ attendanceType: 'inPerson' }))).not.toHaveProperty('onlineMeeting');
  });

  it('online or both sets the online meeting (capacity null when unlimited); online only clears inPersonCapacity', () => {
    const online = eventToService(
      draft({
        attendanceType: 'online',
        inPersonCapacity: 40,
        onlineUrl: 'https://meet.example.org',
        onlineCapacity: 200,
        onlineCapacityType: 'fixed',
      }),
    );
    expect(online).toMatchObject({
      attendanceType: ['VIRTUAL'],
      inPersonCapacity: null,
      onlineMeeting: { url: 'https://meet.example.org', capacity: 200, details: null },
    });
    const both = eventToService(
      draft({
        attendanceType: 'both',
        onlineUrl: 'https://m.example.org',
        onlineCapacity: 5,
        onlineCapacityType: 'unlimited',
      }),
    );
    expect(both.attendanceType).toEqual(['IN_PERSON', 'VIRTUAL']);
    expect(both.onlineMeeting).toMatchObject({ capacity: null });
  });

  it('access goes upper case; a location of type none is sent as null; round-trips the rest', () => {
    const payload = eventToService(draft({ access: 'org', location: { type: 'none' } }));
    expect(payload.access).toBe('ORG');
    expect(payload.location).toBeNull();
    expect(payload).toMatchObject({
      title: 'River Restoration Workshop',
      timeZone: 'America/Los_Angeles',
      tags: ['river'],
    });
  });
});

describe('event slug', () => {
  it('is the title plus the id, the same as the search result link, and the id is the last segment', () => {
    const record = buildEventRecord({ id: 'abc123', title: 'River  Clean-up, 2026!' });
    expect(getEventSlug(record)).toBe('river-clean-up-2026-abc123');
    expect(eventToSearchResult(record, { portal: 'https://p.test/sharing/rest' }).links.siteRelative).toBe(
      `/events/${getEventSlug(record)}`,
    );
    expect(getEventIdFromSlug('river-clean-up-2026-abc123')).toBe('abc123');
    expect(getEventIdFromSlug('abc123')).toBe('abc123');
    expect(getEventSlug({ id: 'abc', title: 'ورشة' })).toBe('abc');
  });
});
