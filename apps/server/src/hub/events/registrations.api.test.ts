import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { addUsers, buildEventInput, eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';

// Registration rules (issue 14 Build 3) and bad input: capacity per attendance type under concurrency, one
// registration per event and user, closed registrations, and 4xx answers a person can act on.
let t: TestApp;
let call: EventsCall;
let residents: string[];
const ORGANISER = 'publisher_riverside';

async function createEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await call('POST', '/api/events/v1/events', { as: ORGANISER, body: buildEventInput(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function rowsOf(eventId: string): Promise<{ user_id: string; type: string }[]> {
  return t.db.selectFrom('event_registrations').select(['user_id', 'type']).where('event_id', '=', eventId).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  const org = await t.db.selectFrom('orgs').select('id').where('url_key', '=', 'riverside').executeTakeFirstOrThrow();
  residents = await addUsers(t.db, org.id, 'resident_', 12);
});
afterAll(async () => {
  await t?.close();
});

describe('registration capacity', () => {
  it('3N concurrent registrations for N places: exactly N accepted, the rest told the event is full', async () => {
    const places = 4;
    const eventId = await createEvent({ title: 'Concurrency', inPersonCapacity: places });
    const answers = await Promise.all(
      residents.map((who) => call('POST', '/api/events/v1/registrations', { as: who, body: { eventId } })),
    );
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(accepted).toHaveLength(places);
    expect(refused).toHaveLength(residents.length - places);
    expect(refused[0]!.body.error?.detail).toBe('This event is full in person: all 4 places are taken.');
    expect(await rowsOf(eventId)).toHaveLength(places);
    const event = await call('GET', `/api/events/v1/events/${eventId}`);
    expect(event.body.registrationCount).toEqual({ inPerson: places, virtual: 0 });
  });

  it('capacity is per attendance type: online places stay open when in person is full', async () => {
    const eventId = await createEvent({
      title: 'Hybrid',
      attendanceType: ['IN_PERSON', 'VIRTUAL'],
      inPersonCapacity: 1,
      onlineMeeting: { url: 'https://meet.example.org/river', capacity: 2 },
    });
    const register = (who: string, type?: string) =>
      call('POST', '/api/events/v1/registrations', { as: who, body: { eventId, ...(type ? { type } : {}) } });
    expect((await register(residents[0]!)).body.type).toBe('IN_PERSON');
    expect((await register(residents[1]!, 'IN_PERSON')).status).toBe(409);
    expect((await register(residents[1]!, 'VIRTUAL')).status).toBe(201);
    expect((await register(residents[2]!, 'VIRTUAL')).status).toBe(201);
    const full = await register(residents[3]!, 'VIRTUAL');
    expect(full.status).toBe(409);
    expect(full.body.error?.detail).toMatch(/full online/);
  });

  it('unlimited capacity (null) never fills; a type the event does not offer is a 400', async () => {
    const eventId = await createEvent({ title: 'Unlimited', inPersonCapacity: null });
    for (const who of residents.slice(0, 5)) {
      expect((await call('POST', '/api/events/v1/registrations', { as: who, body: { eventId } })).status).toBe(201);
    }
    const online = await call('POST', '/api/events/v1/registrations', {
      as: residents[6],
      body: { eventId, type: 'VIRTUAL' },
    });
    expect(online.status).toBe(400);
    expect(online.body.error?.detail).toMatch(/not offered online/);
  });
});

describe('one registration per event and user', () => {
  it('a repeated registration returns the existing one; concurrent repeats leave one row', async () => {
    const eventId = await createEvent({ title: 'Repeat' });
    const first = await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId } });
    const again = await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const burst = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', '/api/events/v1/registrations', { as: residents[1], body: { eventId } })),
    );
    expect(new Set(burst.map((b) => b.body.id)).size).toBe(1);
    expect(burst.filter((b) => b.status === 201)).toHaveLength(1);
    expect((await rowsOf(eventId)).filter((r) => r.user_id === residents[1])).toHaveLength(1);
  });

  it('cancelling frees the place; someone else cannot cancel it', async () => {
    const eventId = await createEvent({ title: 'Cancel', inPersonCapacity: 1 });
    const mine = await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId } });
    const id = mine.body.id as string;
    expect((await call('DELETE', `/api/events/v1/registrations/${id}`, { as: residents[1] })).status).toBe(404);
    expect((await call('POST', '/api/events/v1/registrations', { as: residents[1], body: { eventId } })).status).toBe(
      409,
    );
    expect((await call('DELETE', `/api/events/v1/registrations/${id}`, { as: residents[0] })).status).toBe(204);
    expect((await call('POST', '/api/events/v1/registrations', { as: residents[1], body: { eventId } })).status).toBe(
      201,
    );
  });
});

describe('registration closed', () => {
  it('when registration is off, the event is over, or it is missing or private', async () => {
    const off = await createEvent({ title: 'No registration', allowRegistration: false });
    const closed = await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId: off } });
    expect(closed.status).toBe(409);
    expect(closed.body.error?.detail).toBe('Registration is closed for this event.');
    const past = await createEvent({ title: 'Past', startDate: '2020-01-01', endDate: '2020-01-01' });
    const over = await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId: past } });
    expect(over.status).toBe(409);
    expect(over.body.error?.detail).toBe('Registration is closed: this event is over.');
    const missing = await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId: 'nope' } });
    expect(missing.status).toBe(404);
    const hidden = await createEvent({ title: 'Private', access: 'PRIVATE' });
    expect(
      (await call('POST', '/api/events/v1/registrations', { as: residents[0], body: { eventId: hidden } })).status,
    ).toBe(404);
    expect((await call('POST', '/api/events/v1/registrations', { body: { eventId: off } })).status).toBe(401);
    expect(await rowsOf(off)).toHaveLength(0);
  });
});

describe('bad input: a 4xx that says what to fix, nothing written', () => {
  const cases: readonly [string, Record<string, unknown>, RegExp][] = [
    ['an end before the start', { endDate: '2099-05-09' }, /must end after it starts/],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, /not a known time zone/],
    ['a negative capacity', { inPersonCapacity: -1 }, /inPersonCapacity: Capacity must be a whole number of 0 or more/],
    ['no title', { title: '  ' }, /title is required/],
    ['an impossible date', { startDate: '2099-02-30', endDate: '2099-03-01' }, /real calendar dates/],
    ['no attendance type', { attendanceType: [] }, /attendanceType needs IN_PERSON, VIRTUAL or both/],
    ['online without a link', { attendanceType: ['VIRTUAL'] }, /onlineMeeting.url is required/],
    [
      'a latitude out of range',
      { location: { type: 'custom', geometries: [{ type: 'point', x: 10, y: 95 }] } },
      /Latitude must be between -90 and 90/,
    ],
    ['an unknown field', { colour: 'red' }, /Unknown field: colour/],
    [
      'an unknown project',
      { associations: [{ entityId: 'missing' }] },
      /not a site, initiative or project you can see/,
    ],
  ];
  for (const [label, overrides, message] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await t.db
        .selectFrom('events')
        .select(t.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const answer = await call('POST', '/api/events/v1/events', {
        as: ORGANISER,
        body: buildEventInput({ title: 'Bad', ...overrides }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.title).toBe('Bad Request');
      expect(answer.body.error?.detail).toMatch(message);
      const after = await t.db
        .selectFrom('events')
        .select(t.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  }

  it('refuses bad search parameters and bad bodies', async () => {
    expect((await call('GET', '/api/events/v1/events?status=DONE')).body.error?.detail).toBe(
      'status: "DONE" is not one of PLANNED, CANCELED, REMOVED.',
    );
    expect((await call('GET', '/api/events/v1/events?num=1000')).status).toBe(400);
    expect((await call('GET', '/api/events/v1/events?startDateTimeAfter=soon')).status).toBe(400);
    expect((await call('GET', '/api/events/v1/events?sortBy=colour')).status).toBe(400);
    const notJson = await t.app.request('/api/events/v1/registrations', { method: 'POST', body: 'x' });
    expect(notJson.status).toBe(401);
  });

  it('a PATCH that would make the event end before it starts changes nothing', async () => {
    const eventId = await createEvent({ title: 'Patch me' });
    const answer = await call('PATCH', `/api/events/v1/events/${eventId}`, {
      as: ORGANISER,
      body: { endTime: '17:00' },
    });
    expect(answer.status).toBe(400);
    expect((await call('GET', `/api/events/v1/events/${eventId}`)).body.endTime).toBe('20:00:00');
  });
});

describe('events search parameters', () => {
  it('filters by title, attendance, dates and association, sorts, and pages', async () => {
    const project = await t.db
      .selectFrom('items')
      .select('id')
      .where('type', '=', 'Hub Project')
      .executeTakeFirstOrThrow();
    const a = await createEvent({
      title: 'Search Alpha',
      startDate: '2099-01-01',
      endDate: '2099-01-01',
      tags: ['sp'],
    });
    const b = await createEvent({
      title: 'Search Beta',
      startDate: '2099-02-01',
      endDate: '2099-02-01',
      tags: ['sp'],
      attendanceType: ['VIRTUAL'],
      onlineMeeting: { url: 'https://meet.example.org/b' },
      associations: [{ entityId: project.id }],
    });
    const q = async (params: string) =>
      ((await call('GET', `/api/events/v1/events?tags=sp&${params}`)).body.items as { id: string }[]).map((e) => e.id);
    expect(await q('title=beta')).toEqual([b]);
    expect(await q('attendanceTypes=VIRTUAL')).toEqual([b]);
    expect(await q('startDateTimeBefore=2099-01-15T00:00:00Z')).toEqual([a]);
    expect(await q('startDateTimeAfter=2099-01-15T00:00:00Z')).toEqual([b]);
    expect(await q(`entityIds=${project.id}`)).toEqual([b]);
    expect(await q('entityTypes=Hub Project')).toEqual([b]);
    expect(await q('createdByIds=publisher_riverside&sortBy=startDateTime&sortOrder=asc')).toEqual([a, b]);
    expect(await q('sortBy=title&sortOrder=desc')).toEqual([b, a]);
    expect(await q('sortBy=title&sortOrder=asc&num=1&start=2')).toEqual([b]);
    const event = await call('GET', `/api/events/v1/events/${b}`);
    expect(event.body.associations).toEqual([{ entityId: project.id, entityType: 'Hub Project' }]);
    expect(event.body.onlineMeeting).toEqual({ details: null, capacity: null, url: null });
    const asOrganiser = await call('GET', `/api/events/v1/events/${b}`, { as: ORGANISER });
    expect(asOrganiser.body.onlineMeeting).toMatchObject({ url: 'https://meet.example.org/b' });
  });
});
