import {
  getGroup,
  getGroupUserList,
  joinGroup,
  leaveGroup,
  PortalRequestError,
  type PortalGroup,
  type PortalGroupMember,
} from '@plaza/core';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../auth/useAuth.ts';

/** The visitor's standing in a group and the first members, read with their session once the page is interactive. */
export type MembershipState =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'ready';
      readonly group: PortalGroup;
      readonly members: readonly PortalGroupMember[];
      readonly total: number;
    };

const SHOWN = 12;

/**
 * Join, ask to join, withdraw the request or leave a group, as the signed-in visitor; the portal decides (an
 * invitation-only group, another organisation's org-only group) and its sentence is kept.
 *
 * @example
 * const { state, busy, error, join, leave } = useGroupMembership(groupId);
 */
export function useGroupMembership(groupId: string) {
  const auth = useAuth();
  const [state, setState] = useState<MembershipState>({ kind: 'unknown' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const handle = auth.status === 'signedIn' ? auth.handle : undefined;

  const load = useCallback(async () => {
    if (!handle) return;
    const call = { portal: handle.portal, authentication: handle };
    const group = await getGroup(groupId, call);
    const list = await getGroupUserList(groupId, { num: SHOWN, sortField: 'joined', sortOrder: 'asc' }, call).catch(
      () => undefined,
    );
    setState({ kind: 'ready', group, members: list?.users ?? [], total: list?.total ?? 0 });
  }, [groupId, handle]);

  useEffect(() => {
    if (auth.status === 'unknown') return;
    if (auth.status === 'anonymous') {
      setState({ kind: 'anonymous' });
      return;
    }
    load().catch(() => setState({ kind: 'anonymous' }));
  }, [auth.status, load]);

  const run = async (action: 'join' | 'leave') => {
    if (!handle) return;
    setBusy(true);
    setError(undefined);
    try {
      const call = { portal: handle.portal, authentication: handle };
      await (action === 'join' ? joinGroup(groupId, call) : leaveGroup(groupId, call));
      await load();
    } catch (e) {
      setError(e instanceof PortalRequestError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { state, busy, error, join: () => run('join'), leave: () => run('leave') };
}
