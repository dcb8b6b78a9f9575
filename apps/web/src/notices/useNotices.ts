import {
  dismissedInSettings,
  fetchUserHubSettings,
  readDismissedNotices,
  readPendingDismissals,
  visibleNotices,
  writeDismissedNotices,
  writePendingDismissals,
  type NoticePlace,
  type NoticeStorage,
} from '@plaza/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/useAuth.ts';
import { fetchAbilities } from '../workspace/api/fetchAbilities.ts';
import type { NoticeView } from './noticeViews.ts';
import { sendPendingDismissals } from './sendPendingDismissals.ts';

/** Where dismissals live when the browser keeps no storage for the page (they last until it is left). */
const pageMemory = new Map<string, string>();
const pageStorage: NoticeStorage = {
  getItem: (key) => pageMemory.get(key) ?? null,
  setItem: (key, value) => void pageMemory.set(key, value),
};

function browserStorage(): NoticeStorage {
  try {
    return window.localStorage;
  } catch {
    return pageStorage;
  }
}

/**
 * The notices that show here and now (spec 3 §4), and how to dismiss one. The server renders those that need no
 * permission (so the page does not shift when they appear); what was dismissed is only known in the browser, which
 * takes those away once it has read it. Dismissed ids come from this browser and, signed in, from the user's settings;
 * a dismissal is kept in both: it waits in this browser until the settings hold it, so a page left at once still
 * stores it on the next page (ADR 0182). Permission-gated notices ask the server's engine what the user holds.
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
    const local = readDismissedNotices(browserStorage());
    setDismissed(local);
    if (!handle || !username) return;
    const controller = new AbortController();
    const call = { portal: handle.portal, authentication: handle, signal: controller.signal };
    fetchUserHubSettings(username, call)
      .then(async (settings) => {
        if (controller.signal.aborted) return;
        // Merged into what is there: a dismissal made while the settings were on their way stays.
        setDismissed((current) => [...new Set([...current, ...local, ...dismissedInSettings(settings)])]);
        await sendPendingDismissals(browserStorage(), handle, username, settings);
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
    writeDismissedNotices(storage, [...readDismissedNotices(storage), id]);
    if (!handle || !username) return;
    writePendingDismissals(storage, username, [...readPendingDismissals(storage, username), id]);
    try {
      await sendPendingDismissals(storage, handle, username);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return { shown, dismiss, failure };
}
