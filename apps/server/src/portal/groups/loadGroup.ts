import type { Context } from 'hono';
import { findMembership, type GroupMemberRow } from '../../db/repositories/groupMemberRepository.ts';
import { findGroupById, type GroupRow } from '../../db/repositories/groupRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { canSeeGroup } from './groupAccess.ts';

export interface LoadedGroup {
  readonly group: GroupRow;
  /** The caller's membership, when signed in and a member. */
  readonly membership: GroupMemberRow | undefined;
}

/**
 * The group of the `:id` path parameter as the caller sees it. A group the caller may not see
 * answers exactly like one that does not exist.
 */
export async function loadGroup(c: Context<AppEnv>): Promise<LoadedGroup> {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const id = (c.req.param('id') ?? '').toLowerCase();
  const group = /^[0-9a-f]{32}$/.test(id) ? await findGroupById(db, id) : undefined;
  if (!group) throw identityErrors.groupNotFound();
  const membership = caller.kind === 'user' ? await findMembership(db, group.id, caller.username) : undefined;
  if (!canSeeGroup(caller, group, membership)) throw identityErrors.groupNotFound();
  return { group, membership };
}
