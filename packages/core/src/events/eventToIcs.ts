import type { HubEvent } from './HubEvent.ts';

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file (RFC 5545) for an event: UTC start and end, title, summary, the page's URL, the location's
 * name or address, and `STATUS:CANCELLED` for a canceled event. All-day events are whole dates (end exclusive).
 * `now` stamps the file.
 *
 * @example
 * const ics = eventToIcs(event, { url: 'https://hub.example.org/events/river-e1', now: Date.now() });
 */
export function eventToIcs(event: HubEvent, options: { readonly url: string; readonly now: number }): string {
  const day = (date: string) => date.replace(/-/g, '');
  const endDay = new Date(`${event.endDate}T00:00:00Z`);
  endDay.setUTCDate(endDay.getUTCDate() + 1);
  const { name, address } = event.location;
  const where = typeof name === 'string' && name ? name : typeof address === 'string' ? address : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plaza//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@plaza`,
    `DTSTAMP:${stamp(new Date(options.now))}`,
    ...(event.isAllDay
      ? [`DTSTART;VALUE=DATE:${day(event.startDate)}`, `DTEND;VALUE=DATE:${day(endDay.toISOString().slice(0, 10))}`]
      : [`DTSTART:${stamp(event.startDateTime)}`, `DTEND:${stamp(event.endDateTime)}`]),
    `SUMMARY:${text(event.name)}`,
    ...(event.summary
      ? [`DESCRIPTION:${text(`${event.summary}\n${options.url}`)}`]
      : [`DESCRIPTION:${text(options.url)}`]),
    `URL:${options.url}`,
    ...(where ? [`LOCATION:${text(where)}`] : []),
    `STATUS:${event.isCanceled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
