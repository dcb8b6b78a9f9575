import {
  createEvent,
  EventsRequestError,
  eventToService,
  fetchEventBySlug,
  getEvent,
  hubSearch,
  registerForEvent,
  searchRegistrations,
  updateEvent,
  eventFromService,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { buildEventInput } from '../../testing/eventsTestKit.ts';

// @plaza/core's events client, slug fetch and hubSearch targets against the real events service.
let t: TestApp;
let hubUrl: string;
let organiser: string;
let resident: string;

beforeAll(async () => {
  t = await createTestApp();
  hubUrl = await t.listen();
  organiser = await signIn(t, 'publisher_riverside');
  resident = await signIn(t, 'user_riverside');
});
afterAll(async () => {
  await t?.close();
});

describe('events client', () => {
  it('creates, fetches by slug, saves through the entity mappers and searches', async () => {
    const created = await createEvent(
      buildEventInput({
        title: 'Client Hybrid',
        attendanceType: ['IN_PERSON', 'VIRTUAL'],
        onlineMeeting: { url: 'https://meet.example.org/c', capacity: 200 },
        tags: ['client-test'],
      }),
      { hubUrl, authentication: organiser },
    );
    const event = await fetchEventBySlug(`client-hybrid-${created.id}`, {
      hubUrl,
      authentication: organiser,
      now: () => 0,
    });
    expect(event).toMatchObject({
      name: 'Client Hybrid',
      attendanceType: 'both',
      onlineCapacity: 200,
      canChangeAccess: true,
      isPast: false,
    });
    const saved = await updateEvent(created.id, eventToService({ ...event, isCanceled: true, isAllDay: true }), {
      hubUrl,
      authentication: organiser,
    });
    expect(saved).toMatchObject({ status: 'CANCELED', allDay: true, startTime: '00:00:00', endTime: '23:59:59' });
    expect(eventFromService(saved, 0).isCanceled).toBe(true);

    const page = await hubSearch(
      { targetEntity: 'event', filters: [{ predicates: [{ tags: 'client-test', status: ['planned', 'canceled'] }] }] },
      { requestOptions: { portal: `${hubUrl}/sharing/rest`, authentication: resident } },
    );
    expect(page.total).toBe(1);
    expect(page.results[0]).toMatchObject({
      type: 'Event',
      family: 'event',
      access: 'public',
      owner: 'publisher_riverside',
      links: { siteRelative: `/events/client-hybrid-${created.id}` },
    });
  });

  it('failures say "Failed to fetch event." and carry status, status text, URL and the server message', async () => {
    const error = await getEvent('missing', { hubUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventsRequestError);
    expect(error).toMatchObject({
      message: 'Failed to fetch event.',
      code: 'HUB_API_NOT_FOUND',
      status: 404,
      statusText: 'Not Found',
      url: `${hubUrl}/api/events/v1/events/missing`,
      serverMessage: 'No event missing.',
    });
  });

  it('registers, and the eventAttendee target lists attendees for the organiser', async () => {
    const created = await createEvent(buildEventInput({ title: 'Client Attend', inPersonCapacity: 1 }), {
      hubUrl,
      authentication: organiser,
    });
    const registration = await registerForEvent({ eventId: created.id }, { hubUrl, authentication: resident });
    expect(registration).toMatchObject({ userId: 'user_riverside', status: 'ACCEPTED' });
    const full = await registerForEvent({ eventId: created.id }, { hubUrl, authentication: organiser }).catch(
      (e: unknown) => e,
    );
    expect(full).toMatchObject({
      code: 'HUB_API_CONFLICT',
      serverMessage: 'This event is full in person: all 1 places are taken.',
    });
    const own = await searchRegistrations(
      { userId: 'user_riverside', eventId: created.id },
      { hubUrl, authentication: resident },
    );
    expect(own.total).toBe(1);
    const attendees = await hubSearch(
      { targetEntity: 'eventAttendee', filters: [{ predicates: [{ eventId: created.id }] }] },
      { requestOptions: { portal: `${hubUrl}/sharing/rest`, authentication: organiser } },
    );
    expect(attendees.total).toBe(1);
    expect(attendees.results[0]).toMatchObject({
      type: 'Event Attendee',
      family: 'eventAttendee',
      owner: 'user_riverside',
      access: 'public',
      links: { siteRelative: '/people/user_riverside' },
    });
  });
});
