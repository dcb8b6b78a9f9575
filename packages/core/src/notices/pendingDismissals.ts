import type { NoticeStorage } from './dismissedNotices.ts';

/**
 * The browser storage key of dismissals made while signed in that the user's settings may not hold yet (ADR 0182):
 * `{ [username]: ids }`, plain JSON. A page that is left right after a dismissal cancels the request that stores it;
 * the next page sends what is still here.
 *
 * @example
 * localStorage.getItem(PENDING_DISMISSALS_KEY); // '{"casey":["outage-2026"]}'
 */
export const PENDING_DISMISSALS_KEY = 'PLAZA_NOTICES_PENDING';

/** At most this many ids wait per user; older ones are dropped first. */
const MAX_PENDING = 100;

function readAll(storage: NoticeStorage): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_DISMISSALS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const all: Record<string, string[]> = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) all[user] = ids.filter((id): id is string => typeof id === 'string');
    }
    return all;
  } catch {
    return {};
  }
}

/**
 * The ids `username` dismissed in this browser that were not yet stored in their settings; unreadable reads as none.
 *
 * @example
 * readPendingDismissals(localStorage, 'casey'); // ['outage-2026']
 */
export function readPendingDismissals(storage: NoticeStorage, username: string): string[] {
  return readAll(storage)[username] ?? [];
}

/**
 * Stores what `username` still has to send (an empty list removes them).
 *
 * @example
 * writePendingDismissals(localStorage, 'casey', [...readPendingDismissals(localStorage, 'casey'), 'outage-2026']);
 */
export function writePendingDismissals(storage: NoticeStorage, username: string, ids: readonly string[]): void {
  const all = readAll(storage);
  const unique = [...new Set(ids)].slice(-MAX_PENDING);
  if (unique.length > 0) all[username] = unique;
  else delete all[username];
  storage.setItem(PENDING_DISMISSALS_KEY, JSON.stringify(all));
}
