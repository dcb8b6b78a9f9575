import type { HubEvent, HubEventDraft } from '@plaza/core';
import { pointOfFields } from '../../components/map/locationPickerBounds.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';

/** What the event form edits: the entity's editable fields plus the location's point as text fields. */
export interface EventForm extends HubEventDraft {
  readonly placeName: string;
  readonly latitude: string;
  readonly longitude: string;
}

/** A problem the form shows next to its field before anything is sent. */
export type EventFormProblem = 'name' | 'dates' | 'timeZone' | 'capacity' | 'onlineUrl' | 'coordinates';

/**
 * A new event's form: tomorrow 18:00–20:00 in the organiser's zone, in person, private, associated with `entityId`
 * when one is given (a project, initiative or site).
 *
 * @example
 * newEventForm({ now: Date.now(), timeZone: 'America/Los_Angeles', entityId: projectId });
 */
export function newEventForm(options: {
  readonly now: number;
  readonly timeZone: string;
  readonly entityId?: string | undefined;
  readonly entityType?: string | undefined;
}): EventForm {
  const tomorrow = dateTimeFormat('en-CA', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(options.now + 86_400_000));
  return {
    name: '',
    summary: '',
    description: '',
    tags: [],
    categories: [],
    timeZone: options.timeZone,
    isAllDay: false,
    startDate: tomorrow,
    startTime: '18:00',
    endDate: tomorrow,
    endTime: '20:00',
    access: 'private',
    isCanceled: false,
    isRemoved: false,
    attendanceType: 'inPerson',
    inPersonCapacity: null,
    inPersonCapacityType: 'unlimited',
    onlineCapacity: null,
    onlineCapacityType: 'unlimited',
    onlineUrl: '',
    onlineDetails: '',
    allowRegistration: true,
    notifyAttendees: false,
    location: { type: 'none' },
    readGroupIds: [],
    editGroupIds: [],
    referencedContentIdsByType: options.entityId
      ? [{ entityId: options.entityId, entityType: options.entityType ?? 'Hub Project' }]
      : [],
    placeName: '',
    latitude: '',
    longitude: '',
  };
}

/**
 * The form of an existing event.
 *
 * @example
 * const form = eventFormOf(event);
 */
export function eventFormOf(event: HubEvent): EventForm {
  const point = event.location.geometries?.[0];
  const x = point && typeof point.x === 'number' ? String(point.x) : '';
  const y = point && typeof point.y === 'number' ? String(point.y) : '';
  return {
    ...event,
    onlineUrl: event.onlineUrl ?? '',
    onlineDetails: event.onlineDetails ?? '',
    startTime: event.startTime.slice(0, 5),
    endTime: event.endTime.slice(0, 5),
    placeName: event.location.name ?? '',
    latitude: y,
    longitude: x,
  };
}

// A zone Intl does not know makes its constructor throw (a check, not a format: no shared formatter is wanted).
const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
};

/**
 * The problems of a form, in the order of its fields (the same rules the events service applies, so most mistakes
 * are caught before sending).
 *
 * @example
 * eventFormProblems({ ...form, endDate: '2020-01-01' }); // ['dates']
 */
export function eventFormProblems(form: EventForm): EventFormProblem[] {
  const problems: EventFormProblem[] = [];
  if (!form.name.trim()) problems.push('name');
  const start = `${form.startDate}T${form.isAllDay ? '00:00' : form.startTime}`;
  const end = `${form.endDate}T${form.isAllDay ? '23:59' : form.endTime}`;
  if (!form.startDate || !form.endDate || end <= start) problems.push('dates');
  if (!validZone(form.timeZone)) problems.push('timeZone');
  const capacityBad = (type: string, value: number | null) =>
    type === 'fixed' && (value === null || !Number.isInteger(value) || value < 0);
  if (
    (form.attendanceType !== 'online' && capacityBad(form.inPersonCapacityType, form.inPersonCapacity)) ||
    (form.attendanceType !== 'inPerson' && capacityBad(form.onlineCapacityType, form.onlineCapacity))
  ) {
    problems.push('capacity');
  }
  if (form.attendanceType !== 'inPerson' && !/^https?:\/\/\S+$/i.test(form.onlineUrl ?? '')) problems.push('onlineUrl');
  if ((form.latitude || form.longitude) && !pointOfFields(form.latitude, form.longitude)) problems.push('coordinates');
  return problems;
}

/**
 * The draft core saves: the point (when both coordinates are given) and the place name as a custom location.
 *
 * @example
 * eventToService(draftOfForm(form));
 */
export function draftOfForm(form: EventForm): HubEventDraft {
  const point = pointOfFields(form.latitude, form.longitude);
  const location: HubEventDraft['location'] =
    point || form.placeName.trim()
      ? {
          type: 'custom',
          ...(form.placeName.trim() ? { name: form.placeName.trim() } : {}),
          ...(point
            ? { spatialReference: { wkid: 4326 }, geometries: [{ type: 'point', x: point[0], y: point[1] }] }
            : {}),
        }
      : { type: 'none' };
  const { placeName: _placeName, latitude: _latitude, longitude: _longitude, ...draft } = form;
  return { ...draft, location };
}
