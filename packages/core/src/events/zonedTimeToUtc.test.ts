import { describe, expect, it } from 'vitest';
import { isValidTimeZone, zonedTimeToUtc } from './zonedTimeToUtc.ts';

describe('zonedTimeToUtc', () => {
  it('converts a wall-clock time in a zone to UTC, summer and winter', () => {
    expect(zonedTimeToUtc('2026-06-10', '18:30:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-06-11T01:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-10', '18:30', 'America/Los_Angeles').toISOString()).toBe('2026-01-11T02:30:00.000Z');
    expect(zonedTimeToUtc('2026-01-10', '00:00:00', 'Asia/Kolkata').toISOString()).toBe('2026-01-09T18:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-01', '12:00:00', 'UTC').toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('moves a time skipped by daylight saving forward', () => {
    // 02:30 does not exist on 2026-03-08 in Los Angeles (clocks go 02:00 → 03:00).
    expect(zonedTimeToUtc('2026-03-08', '02:30:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
  });

  it('rejects malformed dates, impossible days and unknown zones', () => {
    expect(() => zonedTimeToUtc('2026-02-30', '10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('10/02/2026', '10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-02-10', '25:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-02-10', '10:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Europe/Lisbon')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
  });
});
