import { describe, expect, it } from 'vitest';
import { followersByMonth } from './followerCounts.ts';

describe('followersByMonth', () => {
  it('counts followers at the end of each month, those from before the window included', () => {
    const now = Date.UTC(2026, 10, 20);
    const joined = [Date.UTC(2025, 0, 5), Date.UTC(2026, 8, 30), Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 19)];
    expect(followersByMonth(joined, now, 3)).toEqual([
      { month: '2026-09', total: 2, joined: 1 },
      { month: '2026-10', total: 2, joined: 0 },
      { month: '2026-11', total: 4, joined: 2 },
    ]);
  });

  it('crosses a year and has every month even without followers', () => {
    const months = followersByMonth([], Date.UTC(2026, 0, 15), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-02', total: 0, joined: 0 });
    expect(months[11]!.month).toBe('2026-01');
  });
});
