import { describe, expect, it } from 'vitest';
import { calendarMonth, eventDay, shiftMonth } from './calendarMonth.ts';
import type { EventListItem } from './loadEventList.ts';

const event = (id: string, start: string, timeZone = 'America/Los_Angeles'): EventListItem => ({
  id,
  title: id,
  href: `/events/${id}`,
  start,
  end: start,
  timeZone,
  allDay: false,
  canceled: false,
  attendance: 'inPerson',
});

describe('calendarMonth', () => {
  it('lays a month out in Monday-first weeks, padded with the neighbouring days', () => {
    const march = calendarMonth(2027, 3, []);
    expect(march.weeks[0]![0]).toMatchObject({ date: '2027-03-01', day: 1, inMonth: true });
    expect(march.weeks.every((week) => week.length === 7)).toBe(true);
    const february = calendarMonth(2027, 2, []);
    expect(february.weeks[0]![0]).toMatchObject({ date: '2027-02-01' });
    const december = calendarMonth(2026, 12, []);
    expect(december.weeks[0]![0]).toMatchObject({ date: '2026-11-30', inMonth: false });
    expect(december.weeks.at(-1)!.at(-1)).toMatchObject({ date: '2027-01-03', inMonth: false });
  });

  it('puts each event on the day it starts in its own time zone', () => {
    const evening = event('workshop', '2027-03-04T02:00:00.000Z');
    expect(eventDay(evening)).toBe('2027-03-03');
    const march = calendarMonth(2027, 3, [evening, event('tour', '2027-03-03T17:00:00.000Z')]);
    const third = march.weeks.flat().find((day) => day.date === '2027-03-03');
    expect(third?.events.map((e) => e.id)).toEqual(['workshop', 'tour']);
    expect(march.weeks.flat().filter((day) => day.events.length > 0)).toHaveLength(1);
  });

  it('steps between months across years', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });
});
