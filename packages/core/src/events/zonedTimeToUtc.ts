/**
 * True when the runtime knows the IANA time zone (`Europe/Lisbon`, `UTC`).
 *
 * @example
 * isValidTimeZone('America/Los_Angeles'); // true
 * isValidTimeZone('Mars/Olympus'); // false
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The offset (ms) of a time zone from UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock date and time in a time zone (`YYYY-MM-DD`, `HH:MM[:SS]`). A time skipped
 * by a daylight-saving change moves forward by the gap; a repeated one takes its first occurrence.
 * Throws a `RangeError` for a malformed date or time or an unknown zone.
 *
 * @example
 * zonedTimeToUtc('2026-06-10', '18:30:00', 'America/Los_Angeles').toISOString(); // "2026-06-11T01:30:00.000Z"
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) throw new RangeError(`Invalid date or time: ${date} ${time}`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Invalid date or time: ${date} ${time}`);
  }
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = wall - offsetAt(wall, timeZone);
  const settled = wall - offsetAt(first, timeZone);
  return new Date(offsetAt(settled, timeZone) === offsetAt(first, timeZone) ? settled : Math.max(first, settled));
}
