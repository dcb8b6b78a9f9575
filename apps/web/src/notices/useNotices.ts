import {
  dismissedInSettings,
  fetchUserHubSettings,
  readDismissedNotices,
  saveUserHubSettings,
  visibleNotices,
  withDismissedNotice,
  writeDismissedNotices,
  type NoticePlace,
} from '@plaza/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/useAuth.ts';
import { fetchAbilities } from '../workspace/api/fetchAbilities.ts';
import type { NoticeView } from './noticeViews.ts';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The notices that show here and now (spec 3 §4), and how to dismiss one. The server renders those that need no
 * permission (so the page does not shift when they appear); what was dismissed is only known in the browser, which
 * takes those away once it has read it. Dismissed ids come from this browser and, signed in, from the user's settings;
 * a dismissal is kept in both. Permission-gated notices ask the server's engine what the user holds.
 *
 * @example
 * const { shown, dismiss } = useNotices(site.notices, 'home');
 */
export function useNotices(notices: readonly NoticeView[], place: NoticePlace) {
  const auth = useAuth();
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const [granted, setGranted] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const handle = auth.status === 'signedIn' ? auth.handle : undefined;
  const username = auth.status === 'signedIn' ? auth.session.username : undefined;
  const gated = notices.some((notice) => notice.permissions.length > 0);

  useEffect(() => {
    if (auth.status === 'unknown') return;
    const local = readDismissedNotices(browserStorage() ?? { getItem: () => null, setItem: () => undefined });
    setDismissed(local);
    if (!handle || !username) return;
    const controller = new AbortController();
    const call = { portal: handle.portal, authentication: handle, signal: controller.signal };
    fetchUserHubSettings(username, call)
      .then((settings) => {
        // Merged into what is there: a dismissal made while the settings were on their way stays.
        if (!controller.signal.aborted) {
          setDismissed((current) => [...new Set([...current, ...local, ...dismissedInSettings(settings)])]);
        }
      })
      .catch(() => undefined);
    if (gated) {
      fetchAbilities(handle, undefined, { signal: controller.signal })
        .then((answer) => {
          const held = Object.entries(answer.abilities).filter(([, allowed]) => allowed);
          if (!controller.signal.aborted) setGranted(new Set(held.map(([permission]) => permission)));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [auth.status, handle, username, gated]);

  const shown = visibleNotices(notices, { now: Date.now(), place, dismissed, granted: (p) => granted.has(p) });

  const dismiss = async (id: string) => {
    setDismissed((current) => [...new Set([...current, id])]);
    setFailure(undefined);
    const storage = browserStorage();
    if (storage) writeDismissedNotices(storage, [...readDismissedNotices(storage), id]);
    if (!handle || !username) return;
    try {
      const settings = await fetchUserHubSettings(username, { portal: handle.portal, authentication: handle });
      const token = await handle.getToken(handle.portal);
      await saveUserHubSettings(withDismissedNotice(settings, id), { portal: handle.portal, username, token });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return { shown, dismiss, failure };
}
