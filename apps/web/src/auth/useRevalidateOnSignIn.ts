import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { AuthState } from './createSessionStore.ts';
import { useAuth } from './useAuth.ts';

/**
 * Reloads the page's data when who is reading changes (issue 13): the server renders every page anonymously, so a
 * visitor whose session is restored in the browser gets the page read again as themself (their private items and
 * pages, their organisation's content in search), and signing out reads it again as anyone.
 *
 * @example
 * function SiteLayout() { useRevalidateOnSignIn(); ... }
 */
export function useRevalidateOnSignIn(enabled = true): void {
  const auth = useAuth();
  const { revalidate } = useRevalidator();
  const last = useRef<AuthState['status']>('unknown');
  const user = auth.status === 'signedIn' ? auth.session.username : undefined;
  const lastUser = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = last.current;
    const userBefore = lastUser.current;
    last.current = auth.status;
    lastUser.current = user;
    if (!enabled || auth.status === 'unknown') return;
    // The server's reads were anonymous too: nothing to read again.
    if (before === 'unknown' && auth.status === 'anonymous') return;
    if (before === auth.status && userBefore === user) return;
    void revalidate();
  }, [enabled, auth.status, user, revalidate]);
}
