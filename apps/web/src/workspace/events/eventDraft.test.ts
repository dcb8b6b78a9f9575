import { eventToService } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { draftOfForm, eventFormProblems, newEventForm } from './eventDraft.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const form = newEventForm({ now: NOW, timeZone: 'America/Los_Angeles', entityId: 'p1' });

describe('the event form', () => {
  it('starts tomorrow evening in the organiser’s zone, private, on the project', () => {
    expect(form).toMatchObject({
      startDate: '2026-06-02',
      startTime: '18:00',
      endTime: '20:00',
      access: 'private',
      referencedContentIdsByType: [{ entityId: 'p1', entityType: 'Hub Project' }],
    });
    expect(eventFormProblems(form)).toEqual(['name']);
  });

  it('finds an end before the start, a bad capacity, a missing link, an unknown zone and bad coordinates', () => {
    expect(eventFormProblems({ ...form, name: 'x', endTime: '17:00' })).toEqual(['dates']);
    expect(eventFormProblems({ ...form, name: 'x', timeZone: 'Mars/Olympus' })).toEqual(['timeZone']);
    expect(eventFormProblems({ ...form, name: 'x', inPersonCapacityType: 'fixed', inPersonCapacity: -1 })).toEqual([
      'capacity',
    ]);
    expect(eventFormProblems({ ...form, name: 'x', attendanceType: 'both', onlineUrl: '' })).toEqual(['onlineUrl']);
    expect(eventFormProblems({ ...form, name: 'x', latitude: '95', longitude: '10' })).toEqual(['coordinates']);
    expect(eventFormProblems({ ...form, name: 'x', latitude: '33.99', longitude: '' })).toEqual(['coordinates']);
  });

  it('saves the place as a custom point location, and nothing when empty', () => {
    const payload = eventToService(
      draftOfForm({ ...form, name: 'Workshop', placeName: 'Boathouse', latitude: '33.99', longitude: '-117.38' }),
    );
    expect(payload.location).toEqual({
      type: 'custom',
      placeName: 'Boathouse',
      spatialReference: { wkid: 4326 },
      geometries: [{ type: 'point', x: -117.38, y: 33.99 }],
    });
    expect(eventToService(draftOfForm({ ...form, name: 'W' })).location).toBeNull();
    expect(eventToService(draftOfForm({ ...form, name: 'W' }))).not.toHaveProperty('placeName');
  });
});
