/** Only the first 10,000 results are pageable (PORTAL-API.md "Conventions"). */
export const MAX_PAGEABLE = 10_000;
/** At most this many results per page. */
export const MAX_NUM = 100;

/**
 * The rows a page asks for (1-based `start`), never reaching past the first 10,000 results.
 *
 * @example
 * pageWindow(9_995, 100); // { offset: 9_994, limit: 6 }
 */
export function pageWindow(start: number, num: number): { readonly offset: number; readonly limit: number } {
  const offset = start - 1;
  return { offset, limit: Math.max(0, Math.min(num, MAX_PAGEABLE - offset)) };
}

/**
 * The `nextStart` of a page: where the next page starts, or −1 when there is none (the last match
 * or the 10,000th result was on this page, or the page asked for nothing).
 *
 * @example
 * nextStartOf(1, 10, 25); // 11
 * nextStartOf(21, 10, 25); // -1
 */
export function nextStartOf(start: number, num: number, total: number): number {
  const next = start + num;
  return num > 0 && next <= Math.min(total, MAX_PAGEABLE) ? next : -1;
}

/**
 * The `nextStart` of a page whose total is an estimate (ADR 0195): the next page starts after this one when the
 * search found a result past it (`more`), within the first 10,000.
 *
 * @example
 * nextStartAfter(1, 10, true); // 11
 * nextStartAfter(9_991, 10, true); // -1
 */
export function nextStartAfter(start: number, num: number, more: boolean): number {
  const next = start + num;
  return num > 0 && more && next <= MAX_PAGEABLE ? next : -1;
}
