import { describe, expect, it } from 'vitest';
import { reportWindow } from './reportWindow.ts';

describe('reportWindow', () => {
  const now = Date.UTC(2026, 10, 27, 9, 30);

  it('covers the last 24 hours by hour, ending with the hour under way', () => {
    expect(reportWindow('day', now)).toEqual({
      from: Date.UTC(2026, 10, 26, 10),
      to: Date.UTC(2026, 10, 27, 10),
      bucketMs: 3_600_000,
    });
  });

  it('covers the last 7 or 30 days by UTC day, ending with today', () => {
    expect(reportWindow('week', now)).toEqual({
      from: Date.UTC(2026, 10, 21),
      to: Date.UTC(2026, 10, 28),
      bucketMs: 86_400_000,
    });
    expect(reportWindow('month', now).from).toBe(Date.UTC(2026, 9, 29));
  });
});
