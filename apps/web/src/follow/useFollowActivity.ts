import {
  fetchFollowActivity,
  fetchFollowedEntities,
  fetchUserHubSettings,
  saveUserHubSettings,
  unreadCount,
  type FollowActivity,
  type FollowedEntity,
} from '@plaza/core';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/useAuth.ts';

/** The signed-in person's followed entities and what they published since, with what is unread. */
export type ActivityState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly followed: readonly FollowedEntity[];
      readonly activity: readonly FollowActivity[];
      /** Notifications are off in the person's settings. */
      readonly off: boolean;
      readonly lastRead: number;
      readonly unread: number;
    };

/**
 * What the sites and initiatives the signed-in person follows published since they followed each (issue 19), read in
 * the browser, and "mark all as read" (the moment is kept in their settings, so it holds on every device).
 *
 * @example
 * const { state, markRead, reload } = useFollowActivity(enabled);
 */
export function useFollowActivity(enabled: boolean) {
  const auth = useAuth();
  const [state, setState] = useState<ActivityState>({ kind: 'loading' });
  const handle = auth.status === 'signedIn' ? auth.handle : undefined;

  const load = useCallback(async () => {
    if (!handle) return;
    const username = handle.current().username;
    const call = { portal: handle.portal, authentication: handle };
    const [followed, settings] = await Promise.all([fetchFollowedEntities(call), fetchUserHubSettings(username, call)]);
    const off = settings.notifications?.following === false;
    const activity = off ? [] : await fetchFollowActivity(followed, { ...call, hubUrl: window.location.origin });
    const lastRead = settings.notifications?.lastRead ?? 0;
    setState({ kind: 'ready', followed, activity, off, lastRead, unread: unreadCount(activity, lastRead) });
  }, [handle]);

  useEffect(() => {
    if (!enabled || !handle) return;
    load().catch((error: unknown) =>
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [enabled, handle, load]);

  const markRead = async () => {
    if (!handle) return;
    const username = handle.current().username;
    const settings = await fetchUserHubSettings(username, { portal: handle.portal, authentication: handle });
    const token = await handle.getToken(handle.portal);
    const now = Date.now();
    await saveUserHubSettings(
      { ...settings, notifications: { ...settings.notifications, lastRead: now } },
      { portal: handle.portal, username, token },
    );
    setState((current) => (current.kind === 'ready' ? { ...current, lastRead: now, unread: 0 } : current));
  };
  return { state, markRead, reload: load };
}
