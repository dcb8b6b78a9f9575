import type { EventListItem } from './loadEventList.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';

/** One day of a month calendar: its date (`YYYY-MM-DD`), whether it is in the month shown, and its events. */
export interface CalendarDay {
  readonly date: string;
  readonly day: number;
  readonly inMonth: boolean;
  readonly events: readonly EventListItem[];
}

/** A month as weeks of seven days, Monday first (ISO 8601), padded with the neighbouring months' days. */
export interface CalendarMonth {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly weeks: readonly (readonly CalendarDay[])[];
}

/**
 * The day an event starts on, in its own time zone (an evening workshop in Riverside is on that evening's date, wherever
 * the visitor is), as `YYYY-MM-DD`.
 *
 * @example
 * eventDay({ start: '2027-03-04T02:00:00.000Z', timeZone: 'America/Los_Angeles' }); // '2027-03-03'
 */
export function eventDay(event: Pick<EventListItem, 'start' | 'timeZone'>): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: event.timeZone || 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(event.start));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The events by the day (`YYYY-MM-DD`) each starts on, in its own time zone, in the order given.
 *
 * @example
 * eventsByDay(events).get('2027-03-03'); // the events that start that day
 */
export function eventsByDay(events: readonly EventListItem[]): ReadonlyMap<string, readonly EventListItem[]> {
  const byDay = new Map<string, EventListItem[]>();
  for (const event of events) {
    const day = eventDay(event);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/**
 * The month calendar of `year`/`month` with each event on the day it starts (in its time zone).
 *
 * @example
 * calendarMonth(2027, 3, events).weeks[0]![0]!.date; // '2027-03-01' (a Monday)
 */
export function calendarMonth(year: number, month: number, events: readonly EventListItem[]): CalendarMonth {
  const byDay = eventsByDay(events);
  const first = Date.UTC(year, month - 1, 1);
  const mondayOffset = (new Date(first).getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((mondayOffset + daysInMonth) / 7) * 7;
  const days: CalendarDay[] = [];
  for (let i = 0; i < cells; i += 1) {
    const date = new Date(first + (i - mondayOffset) * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    days.push({
      date: iso,
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
      events: byDay.get(iso) ?? [],
    });
  }
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return { year, month, weeks };
}

/** The month after (`+1`) or before (`-1`) another. */
export function shiftMonth(year: number, month: number, by: 1 | -1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
