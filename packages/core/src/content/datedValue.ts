/** How precisely a date is known (spec 3 §3 content dates). */
export type DatePrecision = 'year' | 'month' | 'day' | 'time';

/** A date with how precisely it is known and where it came from (spec 3 §3). */
export interface DatedValue {
  readonly epoch: number;
  readonly precision: DatePrecision;
  /** The field it was read from (`item.modified`, `item.properties.publishedDate`). */
  readonly source: string;
}

/**
 * Reads a date at its precision: `2021` (year), `2021-03` (month), `2021-03-04` (day), anything with a time (time),
 * epoch milliseconds (day: portal timestamps are when a record changed, shown to the day).
 *
 * @example
 * readDatedValue('2021-03', 'item.properties.publishedDate'); // { epoch: 1614556800000, precision: 'month', ... }
 */
export function readDatedValue(value: unknown, source: string): DatedValue | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? { epoch: value, precision: 'day', source } : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  let match = /^(\d{4})$/.exec(text);
  if (match) return { epoch: Date.UTC(Number(match[1]), 0, 1), precision: 'year', source };
  match = /^(\d{4})-(\d{2})$/.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) {
    return { epoch: Date.UTC(Number(match[1]), Number(match[2]) - 1, 1), precision: 'month', source };
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) {
    const epoch = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return Number.isNaN(epoch) ? undefined : { epoch, precision: 'day', source };
  }
  const epoch = Date.parse(text);
  return Number.isNaN(epoch) ? undefined : { epoch, precision: 'time', source };
}
