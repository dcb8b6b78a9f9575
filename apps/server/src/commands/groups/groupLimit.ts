import type { Db } from '../../db/database.ts';
import { countGroupsOfUser } from '../../db/repositories/groupMemberRepository.ts';
import { findOrgById } from '../../db/repositories/orgRepository.ts';
import { lockUserRow } from '../../db/repositories/userRepository.ts';
import { identityErrors } from '../../errors/identityErrors.ts';

/** The org's maximum number of groups per user (default 512). */
export async function maxGroupsOf(db: Db, orgId: string): Promise<number> {
  return (await findOrgById(db, orgId))?.max_groups_per_user ?? 512;
}

/**
 * True when the user may belong to one more group under their org's limit. Inside a transaction the
 * user's row stays locked until it ends, so simultaneous additions cannot pass the limit (issue 12).
 */
export async function hasRoomForGroup(db: Db, user: { username: string; org_id: string }): Promise<boolean> {
  await lockUserRow(db, user.username);
  return (await countGroupsOfUser(db, user.username)) < (await maxGroupsOf(db, user.org_id));
}

/** Throws the limit error when the user already belongs to the maximum number of groups. */
export async function assertRoomForGroup(db: Db, user: { username: string; org_id: string }): Promise<void> {
  if (!(await hasRoomForGroup(db, user))) throw identityErrors.groupLimitReached(await maxGroupsOf(db, user.org_id));
}
