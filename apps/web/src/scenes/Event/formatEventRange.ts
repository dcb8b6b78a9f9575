import { dateTimeFormat } from '../../format/intlFormats.ts';
/**
 * An event's start and end in a time zone and language: "Wednesday, June 10, 2026, 6:00 PM – 8:00 PM PDT" (one
 * date when it starts and ends on the same day there), dates only for all-day events.
 *
 * @example
 * formatEventRange({ start, end, allDay: false }, 'America/Los_Angeles', 'en');
 */
export function formatEventRange(
  event: { readonly start: string; readonly end: string; readonly allDay: boolean },
  timeZone: string,
  language: string,
): string {
  const options: Intl.DateTimeFormatOptions = event.allDay
    ? { timeZone, dateStyle: 'full' }
    : {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      };
  // ICU versions differ in the spaces they use (narrow no-break, thin): one kind, so server and browser agree.
  return dateTimeFormat(language, options)
    .formatRange(new Date(event.start), new Date(event.end))
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** The visitor's own time zone (browser only). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
