import type { Db } from '../db/database.ts';
import type { EventAccess, EventAttendanceType, EventStatus } from '../db/eventTables.ts';
import { insertRegistration } from '../db/repositories/eventRegistrationRepository.ts';
import { insertEvent } from '../db/repositories/eventRepository.ts';
import { zonedTimeToUtc } from '@plaza/core';
import { demoItemId } from './demoItemId.ts';

const DAY = 86_400_000;
const ZONE = 'America/Los_Angeles';

interface DemoEvent {
  readonly key: string;
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  /** Days from the seed's `now` (negative: past). */
  readonly inDays: number;
  readonly start: string;
  readonly end: string;
  readonly access: EventAccess;
  readonly status: EventStatus;
  readonly attendance: readonly EventAttendanceType[];
  readonly inPersonCapacity: number | null;
  readonly onlineCapacity: number | null;
  readonly place?: { readonly name: string; readonly x: number; readonly y: number };
  readonly project?: string;
  readonly tags: readonly string[];
}

const EVENTS: readonly DemoEvent[] = [
  {
    key: 'river-restoration-workshop',
    title: 'River Restoration Workshop',
    summary: 'Help plan the native planting and the new trail along the Santa Ana River banks.',
    description:
      '<p>The Riverbank Restoration team shows the planting plan and the trail route, then asks for your ideas in small groups.</p><p>Join us at the Fairmount Park boathouse or online.</p>',
    inDays: 21,
    start: '18:00:00',
    end: '20:00:00',
    access: 'PUBLIC',
    status: 'PLANNED',
    attendance: ['IN_PERSON', 'VIRTUAL'],
    inPersonCapacity: 40,
    onlineCapacity: 200,
    place: { name: 'Fairmount Park Boathouse, Riverside', x: -117.3797, y: 33.9962 },
    project: 'riverbank-restoration',
    tags: ['river', 'workshop', 'environment'],
  },
  {
    key: 'bike-lanes-open-house',
    title: 'Main Street Bike Lanes Open House',
    summary: 'See how the protected bike lanes worked out in their first year.',
    description: '<p>Results of the first year, with the traffic counts and what comes next.</p>',
    inDays: -30,
    start: '17:30:00',
    end: '19:00:00',
    access: 'PUBLIC',
    status: 'PLANNED',
    attendance: ['IN_PERSON'],
    inPersonCapacity: 60,
    onlineCapacity: null,
    place: { name: 'Riverside City Hall', x: -117.3755, y: 33.9806 },
    project: 'protected-bike-lanes',
    tags: ['cycling'],
  },
  {
    key: 'library-tour',
    title: 'Main Library Construction Tour',
    summary: 'A hard-hat tour of the new children’s floor.',
    description: '<p>The tour was canceled because of the construction schedule; a new date follows.</p>',
    inDays: 10,
    start: '10:00:00',
    end: '11:30:00',
    access: 'PUBLIC',
    status: 'CANCELED',
    attendance: ['IN_PERSON'],
    inPersonCapacity: 15,
    onlineCapacity: null,
    project: 'library-renovation',
    tags: ['libraries'],
  },
  {
    key: 'staff-planting-day',
    title: 'Staff Planting Day',
    summary: 'City staff plant the first 200 willows.',
    description: '<p>For Riverside staff only.</p>',
    inDays: 35,
    start: '08:00:00',
    end: '12:00:00',
    access: 'ORG',
    status: 'PLANNED',
    attendance: ['IN_PERSON'],
    inPersonCapacity: null,
    onlineCapacity: null,
    project: 'riverbank-restoration',
    tags: ['river'],
  },
];

/** The local calendar date in the demo zone, `days` from `now`. */
function localDate(now: number, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now + days * DAY),
  );
}

/**
 * The demo events (issue 14): Riverside's river restoration workshop (hybrid: 40 in person, 200 online) on the
 * Riverbank Restoration project three weeks after seeding, a past open house, a canceled tour and a staff-only
 * day; the viewer is registered for the workshop. Ids derive from keys, like the demo items.
 *
 * @example
 * await seedDemoEvents(trx, { orgId: orgIds.get('riverside')!, now: at });
 */
export async function seedDemoEvents(db: Db, options: { readonly orgId: string; readonly now: number }): Promise<void> {
  for (const event of EVENTS) {
    const date = localDate(options.now, event.inDays);
    const id = demoItemId('riverside', `event-${event.key}`);
    await insertEvent(db, {
      id,
      org_id: options.orgId,
      creator: 'publisher_riverside',
      title: event.title,
      summary: event.summary,
      description: event.description,
      tags: [...event.tags],
      categories: [],
      time_zone: ZONE,
      notify_attendees: false,
      allow_registration: true,
      all_day: false,
      start_date: date,
      start_time: event.start,
      end_date: date,
      end_time: event.end,
      start_at: zonedTimeToUtc(date, event.start, ZONE).getTime(),
      end_at: zonedTimeToUtc(date, event.end, ZONE).getTime(),
      access: event.access,
      status: event.status,
      attendance_types: [...event.attendance],
      online_url: event.attendance.includes('VIRTUAL') ? 'https://meet.riverside.example/river-workshop' : null,
      online_details: event.attendance.includes('VIRTUAL') ? 'The link opens 30 minutes before the start.' : null,
      online_capacity: event.onlineCapacity,
      in_person_capacity: event.inPersonCapacity,
      location: event.place
        ? JSON.stringify({
            type: 'custom',
            name: event.place.name,
            spatialReference: { wkid: 4326 },
            geometries: [{ type: 'point', x: event.place.x, y: event.place.y }],
          })
        : null,
      entity_ids: event.project ? [demoItemId('riverside', event.project)] : [],
      entity_types: event.project ? ['Hub Project'] : [],
      created_at: options.now,
      updated_at: options.now,
    });
  }
  await insertRegistration(db, {
    id: demoItemId('riverside', 'registration-viewer-workshop'),
    event_id: demoItemId('riverside', 'event-river-restoration-workshop'),
    user_id: 'viewer_riverside',
    created_by_id: 'viewer_riverside',
    role: 'ATTENDEE',
    status: 'ACCEPTED',
    type: 'IN_PERSON',
    first_name: 'Riverside',
    last_name: 'Viewer',
    created_at: options.now,
    updated_at: options.now,
  });
}
