import { useSyncExternalStore } from 'react';
import { browserSessionStore } from './browserSessionStore.ts';
import type { AuthState } from './createSessionStore.ts';

const SERVER_STATE: AuthState = Object.freeze({ status: 'unknown' });

const subscribe = (listener: () => void) => browserSessionStore().subscribe(listener);
const getSnapshot = () => browserSessionStore().getSnapshot();
const getServerSnapshot = () => SERVER_STATE;

/**
 * Who is signed in in this tab. `unknown` on the server and while hydrating (the markup is the anonymous one), then
 * the browser's state: React re-renders once hydration is done.
 *
 * @example
 * const auth = useAuth();
 * if (auth.status === 'signedIn') console.log(auth.session.username);
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
