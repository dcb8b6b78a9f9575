import type { EventListItem } from './loadEventList.ts';
import { eventsByDay, type CalendarDay } from './calendarMonth.ts';

const DAY_MS = 86_400_000;

/**
 * The Monday (`YYYY-MM-DD`) of the ISO week a day (`YYYY-MM-DD`) is in.
 *
 * @example
 * mondayOf('2027-03-04'); // '2027-03-01'
 */
export function mondayOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const offset = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Monday a week before (`-1`) or after (`+1`) another Monday.
 *
 * @example
 * shiftWeek('2027-03-01', 1); // '2027-03-08'
 */
export function shiftWeek(monday: string, by: 1 | -1): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + by * 7 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The seven days of the week that starts on `monday`, Monday first, each with the events that start on it (in their
 * own time zone); `inMonth` says whether a day is in the month of the week's Monday.
 *
 * @example
 * calendarWeek('2027-03-01', events).map((day) => day.date); // ['2027-03-01', …, '2027-03-07']
 */
export function calendarWeek(monday: string, events: readonly EventListItem[]): CalendarDay[] {
  const start = Date.parse(`${monday}T00:00:00Z`);
  const month = new Date(start).getUTCMonth();
  const byDay = eventsByDay(events);
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(start + i * DAY_MS);
    const iso = date.toISOString().slice(0, 10);
    return { date: iso, day: date.getUTCDate(), inMonth: date.getUTCMonth() === month, events: byDay.get(iso) ?? [] };
  });
}
