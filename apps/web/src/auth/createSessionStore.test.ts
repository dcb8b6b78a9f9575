import { PortalRequestError, serializeSession, type KeyValueStorage, type PortalUser } from '@plaza/core';
import { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL, stubFetchRoutes } from '@plaza/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './authOptions.ts';
import { createSessionStore, REFRESH_LEAD_MS, type SessionStoreDeps } from './createSessionStore.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A clock and timers that only move when the test says so. */
function fakeTime(start = SESSION_TEST_NOW) {
  let now = start;
  let timers: { at: number; task: () => void; cancelled: boolean }[] = [];
  return {
    now: () => now,
    schedule: (task: () => void, delay: number) => {
      const timer = { at: now + delay, task, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
    pending: () => timers.filter((t) => !t.cancelled).map((t) => t.at - now),
    async advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => !t.cancelled && t.at <= now);
      timers = timers.filter((t) => !due.includes(t));
      for (const timer of due) timer.task();
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const casey: PortalUser = { username: 'casey', fullName: 'Casey Rivers', orgId: 'org1', role: 'org_publisher' };

function setUp(stored?: string, overrides: Partial<SessionStoreDeps> = {}) {
  const storage = memoryStorage(stored ? { [SESSION_STORAGE_KEY]: stored } : {});
  const time = fakeTime();
  const deps: SessionStoreDeps = {
    storage,
    now: time.now,
    schedule: time.schedule,
    fetchUser: vi.fn(() => Promise.resolve(casey)),
    revoke: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  const store = createSessionStore(deps);
  return { store, storage, time, deps };
}

afterEach(() => vi.unstubAllGlobals());

describe('createSessionStore', () => {
  it('is unknown until started, so the server and the first browser render agree', () => {
    const { store } = setUp(serializeSession(buildSession()));
    expect(store.getSnapshot()).toEqual({ status: 'unknown' });
  });

  it('restores an unexpired session across a reload and names the user once the portal answers', async () => {
    const { store } = setUp(serializeSession(buildSession()));
    store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', session: { username: 'casey' } });
    await flush();
    expect(store.getSnapshot()).toMatchObject({ user: { username: 'casey', fullName: 'Casey Rivers' } });
  });

  it('is anonymous without a notice when nothing was stored', () => {
    const { store } = setUp();
    store.start();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('does not restore an expired session: anonymous, the stored copy gone, and a notice saying why', () => {
    const expired = serializeSession(buildSession({ tokenExpires: SESSION_TEST_NOW - 1 }));
    const { store, storage } = setUp(expired);
    store.start();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', notice: { kind: 'expired' } });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('treats a damaged stored value like an expired one', () => {
    const { store } = setUp('{"not":"a session"');
    store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'anonymous', notice: { kind: 'expired' } });
  });

  it('falls back to anonymous with a notice when the portal refuses the token', async () => {
    const refused = new PortalRequestError('498', 'Invalid token.', { status: 498, isAuthError: true });
    const { store, storage } = setUp(serializeSession(buildSession()), {
      fetchUser: () => Promise.reject(refused),
    });
    store.start();
    await flush();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', notice: { kind: 'invalid' } });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('keeps the session when the portal cannot be reached (no reason to sign anyone out)', async () => {
    const { store } = setUp(serializeSession(buildSession()), {
      fetchUser: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    store.start();
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn' });
  });

  it('refreshes silently before the token expires and keeps the new token across reloads', async () => {
    const session = buildSession({
      refreshToken: 'r1',
      clientId: 'plaza-web',
      refreshTokenExpires: SESSION_TEST_NOW + 86_400_000,
    });
    const stub = stubFetchRoutes({
      [`POST ${SESSION_TEST_PORTAL}/oauth2/token`]: () => ({
        access_token: 'token-2',
        expires_in: 1800,
        username: 'casey',
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { store, storage, time } = setUp(serializeSession(session));
    store.start();
    expect(time.pending()).toEqual([60 * 60 * 1000 - REFRESH_LEAD_MS]);

    await time.advance(60 * 60 * 1000 - REFRESH_LEAD_MS);
    await flush();
    expect(stub.calls.map((call) => call.params.get('grant_type'))).toEqual(['refresh_token']);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', session: { token: 'token-2' } });
    expect(storage.data.get(SESSION_STORAGE_KEY)).toContain('"token":"token-2"');
    expect(time.pending()).toHaveLength(1);
  });

  it('when the token cannot be refreshed, keeps working until it runs out, then signs out with a notice', async () => {
    const { store, time } = setUp(serializeSession(buildSession()));
    store.start();
    await time.advance(60 * 60 * 1000 - REFRESH_LEAD_MS);
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn' });
    await time.advance(REFRESH_LEAD_MS);
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', notice: { kind: 'expired' } });
  });

  it('adopts a new sign-in: stored, verified, refresh scheduled', async () => {
    const { store, storage, time } = setUp();
    store.start();
    store.adopt(buildSession({ token: 'fresh' }));
    expect(storage.data.get(SESSION_STORAGE_KEY)).toContain('"token":"fresh"');
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', user: { username: 'casey' } });
    expect(time.pending()).toHaveLength(1);
  });

  it('signs out: forgets the session, stops the timer and revokes the tokens at the portal', async () => {
    const { store, storage, time, deps } = setUp(serializeSession(buildSession({ refreshToken: 'r1' })));
    store.start();
    await store.signOut();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(time.pending()).toEqual([]);
    expect(deps.revoke).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: 'r1' }));
  });

  it('signs out even when revoking fails', async () => {
    const { store } = setUp(serializeSession(buildSession()), { revoke: () => Promise.reject(new Error('offline')) });
    store.start();
    await store.signOut();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('ignores the answer about a session that was signed out meanwhile', async () => {
    let answer: (user: PortalUser) => void = () => undefined;
    const { store } = setUp(serializeSession(buildSession()), {
      fetchUser: () => new Promise((resolve) => (answer = resolve)),
    });
    store.start();
    await store.signOut();
    answer(casey);
    await flush();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('follows other tabs: signed out there, signed out here; signed in there, signed in here', () => {
    const { store } = setUp(serializeSession(buildSession()));
    store.start();
    store.storageChanged(null);
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
    store.storageChanged(serializeSession(buildSession({ token: 'other-tab' })));
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', session: { token: 'other-tab' } });
  });

  it('shows and dismisses a notice without changing who is signed in', () => {
    const { store } = setUp(serializeSession(buildSession()));
    store.start();
    store.notify({ kind: 'signInFailed', detail: 'The portal said no.' });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', notice: { kind: 'signInFailed' } });
    store.dismissNotice();
    expect(store.getSnapshot()).not.toHaveProperty('notice');
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('tells subscribers about every change, and stops when they unsubscribe', () => {
    const { store } = setUp();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.adopt(buildSession());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
