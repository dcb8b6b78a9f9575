const DAY_MS = 24 * 60 * 60_000;

/**
 * When the next daily digest goes out: the next time it is `hourUtc` o'clock UTC after `now` (the same day when that
 * hour is still to come, else the next day).
 *
 * @example
 * nextDigestAt(Date.UTC(2026, 0, 1, 9), 7); // Date.UTC(2026, 0, 2, 7)
 */
export function nextDigestAt(now: number, hourUtc: number): number {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const today = day + hourUtc * 60 * 60_000;
  return today > now ? today : today + DAY_MS;
}
