import { dateTimeFormat } from '../format/intlFormats.ts';
/**
 * The words of a chart's keys: months (`2025-03`) as the reader's short month names — with the year when the chart
 * spans more than one — years as they are, and a field's values as they are ("(none)" for an empty one).
 *
 * @example
 * chartLabels(['2025-01', '2025-02'], 'en'); // ['Jan', 'Feb']
 * chartLabels(['2024-12', '2025-01'], 'en'); // ['Dec 24', 'Jan 25']
 */
export function chartLabels(keys: readonly string[], language: string, none = '(none)'): string[] {
  const months = keys.length > 0 && keys.every((key) => /^\d{4}-\d{2}$/.test(key));
  if (!months) return keys.map((key) => key || none);
  const years = new Set(keys.map((key) => key.slice(0, 4)));
  const format = dateTimeFormat(language, {
    month: 'short',
    ...(years.size > 1 ? { year: '2-digit' } : {}),
    timeZone: 'UTC',
  });
  return keys.map((key) => format.format(new Date(`${key}-01T00:00:00Z`)));
}

/** Pixels a character of an axis label takes, on average, at the charts' 13 px type. */
const CHARACTER_WIDTH = 7.5;

/**
 * An axis label cut to the room it has (`width` in the chart's units), with "…" when cut, so neighbouring labels never
 * run into each other; the whole label stays in the chart's table and the label's tooltip.
 *
 * @example
 * fitLabel('Library Locations', 57); // 'Librar…'
 * fitLabel('Nov 22', 57); // 'Nov 22'
 */
export function fitLabel(label: string, width: number): string {
  const room = Math.max(3, Math.floor(width / CHARACTER_WIDTH));
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
}
