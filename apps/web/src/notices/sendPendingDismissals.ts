import {
  dismissedInSettings,
  fetchUserHubSettings,
  readPendingDismissals,
  saveUserHubSettings,
  withDismissedNotices,
  writePendingDismissals,
  type NoticeStorage,
  type SessionHandle,
  type UserHubSettings,
} from '@plaza/core';

/**
 * Stores in the user's settings the notices they dismissed in this browser that the settings do not hold yet (ADR
 * 0182), then forgets those it sent. A dismissal waits in the browser until then, so one whose request was cancelled
 * (the page was left at once) is sent by the next page. `settings` are read fresh when not given.
 *
 * @example
 * writePendingDismissals(localStorage, username, [...readPendingDismissals(localStorage, username), id]);
 * await sendPendingDismissals(localStorage, handle, username);
 */
export async function sendPendingDismissals(
  storage: NoticeStorage,
  handle: SessionHandle,
  username: string,
  settings?: UserHubSettings,
): Promise<void> {
  const pending = readPendingDismissals(storage, username);
  if (pending.length === 0) return;
  const current = settings ?? (await fetchUserHubSettings(username, { portal: handle.portal, authentication: handle }));
  const stored = dismissedInSettings(current);
  if (pending.some((id) => !stored.includes(id))) {
    const token = await handle.getToken(handle.portal);
    await saveUserHubSettings(withDismissedNotices(current, pending), { portal: handle.portal, username, token });
  }
  // Read again: a dismissal made while this was on its way stays pending.
  const sent = new Set(pending);
  writePendingDismissals(
    storage,
    username,
    readPendingDismissals(storage, username).filter((id) => !sent.has(id)),
  );
}
