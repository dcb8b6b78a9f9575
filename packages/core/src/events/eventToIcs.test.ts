import { describe, expect, it } from 'vitest';
import { buildEventRecord } from './buildEventRecord.ts';
import { eventFromService } from './eventFromService.ts';
import { eventToIcs } from './eventToIcs.ts';
import { isOnlineLinkShown, ONLINE_LINK_LEAD_MS } from './isOnlineLinkShown.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('eventToIcs', () => {
  it('writes a VEVENT with UTC times, escaped text and CRLF lines', () => {
    const event = eventFromService(
      buildEventRecord({ title: 'River; Workshop, 2026', location: { type: 'custom', name: 'Fairmount Park' } }),
      NOW,
    );
    const ics = eventToIcs(event, { url: 'https://hub.test/events/river-e1', now: NOW });
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:e1@plaza',
        'DTSTAMP:20260601T000000Z',
        'DTSTART:20260611T010000Z',
        'DTEND:20260611T030000Z',
        'SUMMARY:River\\; Workshop\\, 2026',
        'LOCATION:Fairmount Park',
        'STATUS:CONFIRMED',
        'URL:https://hub.test/events/river-e1',
      ]),
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('all-day events are whole dates, canceled ones CANCELLED, long lines folded', () => {
    const event = eventFromService(
      buildEventRecord({ allDay: true, status: 'CANCELED', endDate: '2026-06-12', title: 'A'.repeat(100) }),
      NOW,
    );
    const ics = eventToIcs(event, { url: 'https://hub.test/e', now: NOW });
    expect(ics).toContain('DTSTART;VALUE=DATE:20260610\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20260613\r\n');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});

describe('isOnlineLinkShown', () => {
  const event = eventFromService(
    buildEventRecord({
      attendanceType: ['VIRTUAL'],
      onlineMeeting: { url: 'https://meet.test/x' },
      permission: { ...buildEventRecord().permission, canEdit: false },
    }),
    NOW,
  );
  const start = event.startDateTime.getTime();
  it('only for registered people, only near the start and until the end, only when planned', () => {
    expect(isOnlineLinkShown(event, { registered: true, now: start - ONLINE_LINK_LEAD_MS - 1 })).toBe(false);
    expect(isOnlineLinkShown(event, { registered: true, now: start - ONLINE_LINK_LEAD_MS })).toBe(true);
    expect(isOnlineLinkShown(event, { registered: false, now: start })).toBe(false);
    expect(isOnlineLinkShown(event, { registered: true, now: event.endDateTime.getTime() + 1 })).toBe(false);
    expect(isOnlineLinkShown({ ...event, isPlanned: false }, { registered: true, now: start })).toBe(false);
  });
});
