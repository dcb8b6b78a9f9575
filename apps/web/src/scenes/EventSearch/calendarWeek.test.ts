import { describe, expect, it } from 'vitest';
import { calendarWeek, mondayOf, shiftWeek } from './calendarWeek.ts';
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

describe('calendarWeek', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(mondayOf('2027-03-04')).toBe('2027-03-01');
    expect(mondayOf('2027-03-01')).toBe('2027-03-01');
    expect(mondayOf('2027-03-07')).toBe('2027-03-01');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('steps a week at a time, over a month and a year', () => {
    expect(shiftWeek('2027-03-29', 1)).toBe('2027-04-05');
    expect(shiftWeek('2027-01-04', -1)).toBe('2026-12-28');
  });

  it('lays out seven days from Monday with each event on the day it starts in its own time zone', () => {
    const week = calendarWeek('2027-03-01', [
      event('workshop', '2027-03-04T02:00:00.000Z'),
      event('tour', '2027-03-03T17:00:00.000Z'),
      event('later', '2027-03-09T17:00:00.000Z'),
    ]);
    expect(week.map((day) => day.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(week[2]!.events.map((e) => e.id)).toEqual(['workshop', 'tour']);
    expect(week.flatMap((day) => day.events)).toHaveLength(2);
    expect(calendarWeek('2027-03-29', [])[6]).toMatchObject({ date: '2027-04-04', inMonth: false });
  });
});
