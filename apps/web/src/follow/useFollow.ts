import { fetchFollowState, followEntity, PortalRequestError, unfollowEntity, type FollowState } from '@plaza/core';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/useAuth.ts';
import type { FollowTargetView } from './followTarget.ts';

/** Where the visitor stands with what they may follow. */
export type FollowView =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'ready'; readonly state: FollowState };

/**
 * Following a site or initiative as the signed-in visitor: their state read once the page is interactive, and follow
 * and unfollow, each answered by the portal (its words are kept when it refuses).
 *
 * @example
 * const { view, busy, error, follow, unfollow } = useFollow(target);
 */
export function useFollow(target: FollowTargetView) {
  const auth = useAuth();
  const [view, setView] = useState<FollowView>({ kind: 'unknown' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const handle = auth.status === 'signedIn' ? auth.handle : undefined;

  const load = useCallback(async () => {
    if (!handle) return;
    const state = await fetchFollowState(target, { portal: handle.portal, authentication: handle });
    setView({ kind: 'ready', state });
  }, [handle, target]);

  useEffect(() => {
    if (auth.status === 'unknown') return;
    if (auth.status === 'anonymous') {
      setView({ kind: 'anonymous' });
      return;
    }
    load().catch(() =>
      setView({ kind: 'ready', state: { followable: false, isFollowing: false, cannotUnfollow: false } }),
    );
  }, [auth.status, load]);

  const run = async (action: 'follow' | 'unfollow') => {
    if (!handle) return;
    setBusy(true);
    setError(undefined);
    try {
      const call = { portal: handle.portal, authentication: handle };
      await (action === 'follow' ? followEntity(target, call) : unfollowEntity(target, call));
      await load();
    } catch (e) {
      setError(e instanceof PortalRequestError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { view, busy, error, follow: () => run('follow'), unfollow: () => run('unfollow') };
}
