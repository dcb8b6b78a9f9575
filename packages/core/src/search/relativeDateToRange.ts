import { HubError } from '../errors/HubError.ts';
import type { RelativeDate } from './HubQuery.ts';

/** A resolved range in epoch milliseconds. */
export interface EpochRange {
  readonly from: number;
  readonly to: number;
}

const FIXED_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000, weeks: 604_800_000 } as const;

/**
 * Resolves "the last `num` `unit`s" against `now` (injected, so results are deterministic). Months and years step
 * back on the UTC calendar as the reference's `setMonth` does: a day the target month lacks runs on into the next
 * (30 March minus one month is 1 or 2 March). Minutes are a unit too (spec 1 §5), which the reference leaves out.
 *
 * @example
 * relativeDateToRange({ type: 'relative-date', num: 1, unit: 'days' }, Date.UTC(2024, 0, 2));
 * // { from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 0, 2) }
 */
export function relativeDateToRange(relative: RelativeDate, now: number): EpochRange {
  const { unit, num } = relative;
  if (unit === 'months' || unit === 'years') {
    const date = new Date(now);
    if (unit === 'months') date.setUTCMonth(date.getUTCMonth() - num);
    else date.setUTCFullYear(date.getUTCFullYear() - num);
    return { from: date.getTime(), to: now };
  }
  return { from: now - num * FIXED_MS[unit], to: now };
}

/**
 * A range bound as epoch milliseconds: numbers pass, numeric strings parse, other strings are read as dates.
 *
 * @example
 * toEpoch('2024-01-01T00:00:00Z'); // 1704067200000
 */
export function toEpoch(value: number | string): number {
  if (typeof value === 'number') return value;
  if (/^-?\d+$/.test(value.trim())) return Number(value.trim());
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) throw new HubError('INVALID_DATE', `Not a date: ${value}`);
  return parsed;
}
