/** Followers at the end of one month, and how many started following in it. */
export interface FollowerMonth {
  /** `YYYY-MM` (UTC). */
  readonly month: string;
  readonly total: number;
  readonly joined: number;
}

function monthKey(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}

/**
 * Followers over the last `months` months (this one included): for each, how many followed by its end and how many
 * started in it. Those who followed before the first month count in every total.
 *
 * @example
 * followersByMonth([Date.UTC(2026, 9, 3), Date.UTC(2026, 10, 2)], Date.UTC(2026, 10, 20), 2);
 * // [{ month: '2026-10', total: 1, joined: 1 }, { month: '2026-11', total: 2, joined: 1 }]
 */
export function followersByMonth(joined: readonly number[], now: number, months = 12): FollowerMonth[] {
  const end = new Date(now);
  const keys: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    keys.push(monthKey(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1)));
  }
  const first = keys[0] ?? monthKey(now);
  const counts = new Map<string, number>();
  let before = 0;
  for (const at of joined) {
    const key = monthKey(at);
    if (key < first) before++;
    else counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let total = before;
  return keys.map((month) => {
    const inMonth = counts.get(month) ?? 0;
    total += inMonth;
    return { month, total, joined: inMonth };
  });
}
