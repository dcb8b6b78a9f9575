import { describe, expect, it } from 'vitest';
import { eventSearchParams } from './eventSearchParams.ts';

describe('eventSearchParams (spec 3 §7)', () => {
  it('turns event predicates into the events search parameters', () => {
    expect(
      eventSearchParams(
        {
          targetEntity: 'event',
          filters: [
            { predicates: [{ term: 'river', access: ['public', 'org'], tags: { any: ['a', 'b'] } }] },
            { predicates: [{ entityIds: 'p1' }, { entityIds: 'p2' }] },
            {
              predicates: [
                { startDateTime: { type: 'range', from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' } },
              ],
            },
            { predicates: [{ canEdit: true, attendanceType: 'virtual', unknownField: 'x' }] },
          ],
          num: 5,
          start: 6,
          sortField: 'startDateTime',
          sortOrder: 'asc',
          include: ['registrations'],
        },
        0,
      ),
    ).toEqual({
      title: 'river',
      access: 'PUBLIC,ORG',
      tags: 'a,b',
      entityIds: 'p1,p2',
      startDateTimeAfter: '2026-01-01T00:00:00.000Z',
      startDateTimeBefore: '2026-02-01T00:00:00.000Z',
      canEdit: 'true',
      attendanceTypes: 'VIRTUAL',
      num: 5,
      start: 6,
      sortBy: 'startDateTime',
      sortOrder: 'asc',
      include: 'creator,registrations',
    });
  });

  it('start only when above 1; attendee predicates map to the registrations search', () => {
    expect(
      eventSearchParams(
        {
          targetEntity: 'eventAttendee',
          filters: [{ predicates: [{ eventId: 'e1', term: 'ana', role: 'attendee' }] }],
          start: 1,
          sortField: 'lastName',
        },
        0,
      ),
    ).toEqual({ eventId: 'e1', name: 'ana', role: 'ATTENDEE', sortBy: 'lastName' });
  });
});
