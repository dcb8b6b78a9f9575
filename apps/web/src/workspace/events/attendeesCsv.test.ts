import type { EventRegistration } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { attendeesCsv } from './attendeesCsv.ts';

function registration(overrides: Partial<EventRegistration['user']> = {}): EventRegistration {
  return {
    id: 'r1',
    eventId: 'e1',
    userId: 'ana',
    createdById: 'ana',
    role: 'ATTENDEE',
    status: 'ACCEPTED',
    type: 'IN_PERSON',
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    user: { username: 'ana', firstName: 'Ana', lastName: 'Lima', ...overrides },
    event: { id: 'e1', title: 'W', access: 'PUBLIC', startDateTime: '2026-06-10T00:00:00.000Z' },
  };
}

describe('attendeesCsv', () => {
  it('writes a header and one CRLF row per attendee, quoting and defusing formulas', () => {
    expect(attendeesCsv([registration(), registration({ lastName: 'Lima, "Jr"', firstName: '=HYPERLINK()' })])).toBe(
      'username,firstName,lastName,attendance,role,status,registeredAt\r\n' +
        'ana,Ana,Lima,IN_PERSON,ATTENDEE,ACCEPTED,2026-06-01T00:00:00.000Z\r\n' +
        'ana,\'=HYPERLINK(),"Lima, ""Jr""",IN_PERSON,ATTENDEE,ACCEPTED,2026-06-01T00:00:00.000Z\r\n',
    );
  });
});
