import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsCaller, type EventsCall } from '../testing/eventsTestKit.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { demoItemId } from './demoItemId.ts';

// The demo events as the events service serves them.
let t: TestApp;
let call: EventsCall;
beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
});
afterAll(async () => {
  await t?.close();
});

describe('demo events', () => {
  it('the river restoration workshop is a public hybrid event on the project, 40 + 200 places, one taken', async () => {
    const project = demoItemId('riverside', 'riverbank-restoration');
    const page = await call('GET', `/api/events/v1/events?entityIds=${project}&sortBy=startDateTime&sortOrder=asc`);
    const [workshop] = page.body.items as Record<string, unknown>[];
    expect(page.body.total).toBe(1);
    expect(workshop).toMatchObject({
      title: 'River Restoration Workshop',
      access: 'PUBLIC',
      status: 'PLANNED',
      attendanceType: ['IN_PERSON', 'VIRTUAL'],
      inPersonCapacity: 40,
      onlineMeeting: { capacity: 200, url: null },
      registrationCount: { inPerson: 1, virtual: 0 },
      associations: [{ entityId: project, entityType: 'Hub Project' }],
    });
    expect(Date.parse(workshop!.startDateTime as string)).toBeGreaterThan(Date.now());
    const staff = await call('GET', `/api/events/v1/events?entityIds=${project}`, { as: 'user_riverside' });
    expect(staff.body.total).toBe(2);
  });

  it('has a past and a canceled event', async () => {
    const all = await call('GET', '/api/events/v1/events?num=100');
    const items = all.body.items as { title: string; status: string; endDateTime: string }[];
    expect(items.find((e) => e.title === 'Main Library Construction Tour')?.status).toBe('CANCELED');
    const past = items.find((e) => e.title === 'Main Street Bike Lanes Open House');
    expect(Date.parse(past!.endDateTime)).toBeLessThan(Date.now());
  });
});
