import { getCommunitySelf, revokeSession, type KeyValueStorage } from '@plaza/core';
import { SESSION_STORAGE_KEY } from './authOptions.ts';
import { createSessionStore, type SessionStore } from './createSessionStore.ts';

let store: SessionStore | undefined;

/** A storage that never throws: private windows and full quotas make `localStorage` throw; then nothing is kept. */
function tolerant(storage: () => KeyValueStorage): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage().setItem(key, value);
      } catch {
        // The session lasts for this page only.
      }
    },
    removeItem: (key) => {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}

/**
 * This tab's session store, created and started on first use in the browser: the session from `localStorage`,
 * verified with `community/self`, refreshed by timer, and kept in step with other tabs. Never call it on the server.
 *
 * @example
 * const state = browserSessionStore().getSnapshot();
 */
export function browserSessionStore(): SessionStore {
  if (store) return store;
  const created = createSessionStore({
    storage: tolerant(() => window.localStorage),
    now: () => Date.now(),
    schedule: (task, delayMs) => {
      const timer = window.setTimeout(task, delayMs);
      return () => window.clearTimeout(timer);
    },
    fetchUser: (handle) => getCommunitySelf({ portal: handle.portal, authentication: handle }),
    revoke: (session) => revokeSession(session),
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) created.storageChanged(event.newValue);
  });
  store = created;
  created.start();
  return created;
}
