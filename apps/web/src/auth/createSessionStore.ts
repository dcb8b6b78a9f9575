import {
  createSessionHandle,
  isAuthError,
  restoreSession,
  serializeSession,
  type KeyValueStorage,
  type PortalUser,
  type Session,
  type SessionHandle,
} from '@plaza/core';
import { SESSION_STORAGE_KEY } from './authOptions.ts';

/** Why someone was signed out, or what just happened to their sign-in; shown once, in words. */
export type AuthNoticeKind = 'expired' | 'invalid' | 'signedOut' | 'signInFailed' | 'signInCancelled';

export interface AuthNotice {
  readonly kind: AuthNoticeKind;
  /** The portal's own message, when there is one (a failed sign-in). */
  readonly detail?: string;
}

/** Who is signed in, as the menus need it (`community/self`). */
export interface SignedInUser {
  readonly username: string;
  readonly fullName?: string;
  readonly orgId?: string;
  readonly role?: string;
}

/**
 * The sign-in state of this browser tab. `unknown` while rendering on the server and hydrating: the session lives
 * in the browser, so the server always renders the anonymous markup and the browser catches up after hydration.
 */
export type AuthState =
  | { readonly status: 'unknown' }
  | { readonly status: 'anonymous'; readonly notice?: AuthNotice }
  | {
      readonly status: 'signedIn';
      readonly session: Session;
      /** The `authentication` for core calls: refreshes by itself when the token has expired. */
      readonly handle: SessionHandle;
      /** Known once `community/self` answered. */
      readonly user?: SignedInUser;
      readonly notice?: AuthNotice;
    };

/** What the store needs from its surroundings; the browser's are in `browserSessionStore.ts`. */
export interface SessionStoreDeps {
  readonly storage: KeyValueStorage;
  readonly now: () => number;
  /** Runs `task` after `delayMs`; returns a cancel function. */
  readonly schedule: (task: () => void, delayMs: number) => () => void;
  /** `community/self` with the session: proves the token still works and names the user. */
  readonly fetchUser: (handle: SessionHandle) => Promise<PortalUser>;
  /** Revokes the session's tokens at the portal (sign-out). */
  readonly revoke: (session: Session) => Promise<void>;
}

/** The external store behind `useAuth` (React's `useSyncExternalStore`). */
export interface SessionStore {
  getSnapshot(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Reads the stored session once: restored only while its token is unexpired (spec 1 §4). */
  start(): void;
  /** A sign-in just finished: keep the session, verify it, refresh it before it expires. */
  adopt(session: Session): void;
  /** Shows a notice (e.g. the sign-in failed) without changing who is signed in. */
  notify(notice: AuthNotice): void;
  dismissNotice(): void;
  /** Revokes the tokens (best effort) and forgets the session. */
  signOut(): Promise<void>;
  /** Another tab signed in or out (`storage` event on the session key). */
  storageChanged(value: string | null): void;
}

/** How long before expiry the token is refreshed silently. */
export const REFRESH_LEAD_MS = 2 * 60_000;
/** Longest delay a browser timer takes (2^31 - 1 ms). */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Creates the session store: restore, verify, silent refresh, expiry, sign-out and other tabs. Every failure ends
 * in `anonymous` with a notice, never in a broken page.
 *
 * @example
 * const store = createSessionStore({ storage: localStorage, now: Date.now, schedule, fetchUser, revoke });
 * store.start();
 * store.getSnapshot().status; // "signedIn" | "anonymous"
 */
export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  let state: AuthState = { status: 'unknown' };
  const listeners = new Set<() => void>();
  let cancelTimer: (() => void) | undefined;
  /** Bumped on every sign-in and sign-out, so a late answer about an old session changes nothing. */
  let generation = 0;

  const set = (next: AuthState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };
  const at = (when: number, task: () => void) => {
    stopTimer();
    cancelTimer = deps.schedule(task, Math.min(MAX_DELAY_MS, Math.max(0, when - deps.now())));
  };

  const forget = (notice?: AuthNotice) => {
    generation += 1;
    stopTimer();
    deps.storage.removeItem(SESSION_STORAGE_KEY);
    set(notice ? { status: 'anonymous', notice } : { status: 'anonymous' });
  };

  const expireAtTokenEnd = (session: Session) => at(session.tokenExpires, () => forget({ kind: 'expired' }));

  const scheduleRefresh = (handle: SessionHandle) => {
    const mine = generation;
    at(handle.current().tokenExpires - REFRESH_LEAD_MS, () => {
      handle.refresh().catch(() => {
        if (mine !== generation) return;
        // The portal would not renew it: keep working until the token runs out, then say so.
        const session = handle.current();
        if (session.tokenExpires > deps.now()) expireAtTokenEnd(session);
        else forget({ kind: 'expired' });
      });
    });
  };

  const signIn = (session: Session, notice?: AuthNotice) => {
    generation += 1;
    const mine = generation;
    const handle = createSessionHandle(session, {
      deps: { now: deps.now },
      onChange: (next) => {
        if (mine !== generation) return;
        deps.storage.setItem(SESSION_STORAGE_KEY, serializeSession(next));
        if (state.status === 'signedIn') set({ ...state, session: next });
        scheduleRefresh(handle);
      },
    });
    deps.storage.setItem(SESSION_STORAGE_KEY, serializeSession(session));
    set({ status: 'signedIn', session, handle, ...(notice ? { notice } : {}) });
    scheduleRefresh(handle);
    deps.fetchUser(handle).then(
      (user) => {
        if (mine !== generation || state.status !== 'signedIn') return;
        set({ ...state, user: toSignedInUser(user) });
      },
      (error: unknown) => {
        // A token the portal refuses (revoked, or from another portal) is no session; a network failure is not
        // a reason to sign anyone out.
        if (mine === generation && isAuthError(error)) forget({ kind: 'invalid' });
      },
    );
  };

  const restoreFrom = (raw: string | null, { quiet }: { readonly quiet: boolean }) => {
    if (raw === null) return forget();
    const session = restoreSession(raw, { now: deps.now });
    if (!session) return forget(quiet ? undefined : { kind: 'expired' });
    signIn(session);
  };

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (state.status !== 'unknown') return;
      restoreFrom(deps.storage.getItem(SESSION_STORAGE_KEY), { quiet: false });
    },
    adopt: (session) => signIn(session),
    notify: (notice) => set({ ...(state.status === 'unknown' ? { status: 'anonymous' } : state), notice }),
    dismissNotice: () => {
      if (state.status === 'unknown' || !state.notice) return;
      const { notice: _dismissed, ...rest } = state;
      set(rest);
    },
    signOut: async () => {
      const current = state.status === 'signedIn' ? state.handle.current() : undefined;
      forget();
      if (current) await deps.revoke(current).catch(() => undefined);
    },
    storageChanged: (value) => {
      if (state.status === 'signedIn' && value !== null) {
        const next = restoreSession(value, { now: deps.now });
        if (next?.token === state.session.token) return;
      }
      if (state.status === 'anonymous' && value === null) return;
      restoreFrom(value, { quiet: true });
    },
  };
}

function toSignedInUser(user: PortalUser): SignedInUser {
  return {
    username: user.username,
    ...(user.fullName ? { fullName: user.fullName } : {}),
    ...(user.orgId ? { orgId: user.orgId } : {}),
    ...(user.role ? { role: user.role } : {}),
  };
}
