import type { UserCaller } from '../auth/caller.ts';
import { privilegesOf } from '../auth/rolePrivileges.ts';
import type { Db } from '../db/database.ts';
import { findGroupIdsOfUser } from '../db/repositories/groupMemberRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';

/**
 * A person as a caller, to ask what they may read (every notification is checked as its recipient would read it);
 * undefined for an unknown or disabled account, who is told nothing.
 *
 * @example
 * const reader = await callerOfUser(db, 'user_riverside');
 */
export async function callerOfUser(db: Db, username: string): Promise<UserCaller | undefined> {
  const user = await findUserByUsername(db, username);
  if (!user || user.disabled) return undefined;
  return {
    kind: 'user',
    username: user.username,
    orgId: user.org_id,
    role: user.role,
    privileges: privilegesOf(user.role),
    groupIds: await findGroupIdsOfUser(db, user.username),
  };
}
