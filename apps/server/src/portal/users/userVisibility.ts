import { hasPrivilege, type Caller } from '../../auth/caller.ts';
import type { UserRow, UserViewer } from '../../db/repositories/userRepository.ts';

/** The search filter's view of a caller. */
export function userViewerOf(caller: Caller): UserViewer {
  if (caller.kind !== 'user') return { kind: 'anonymous' };
  return {
    kind: 'user',
    username: caller.username,
    orgId: caller.orgId,
    orgAdmin: hasPrivilege(caller, 'portal:admin:viewUsers'),
  };
}

/** Whether the caller may see a user at all: the same rule as the search filter. */
export function canSeeUser(caller: Caller, user: Pick<UserRow, 'username' | 'org_id' | 'access'>): boolean {
  if (user.access === 'public') return true;
  if (caller.kind !== 'user') return false;
  if (caller.username === user.username) return true;
  if (caller.orgId !== user.org_id) return false;
  return user.access !== 'private' || hasPrivilege(caller, 'portal:admin:viewUsers');
}

/** Whether the caller sees the private fields (e-mail, role, privileges): themself or their org's admin. */
export function seesPrivateFields(caller: Caller, user: Pick<UserRow, 'username' | 'org_id'>): boolean {
  if (caller.kind !== 'user') return false;
  if (caller.username === user.username) return true;
  return caller.orgId === user.org_id && hasPrivilege(caller, 'portal:admin:viewUsers');
}
