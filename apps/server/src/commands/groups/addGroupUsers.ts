import type { Db } from '../../db/database.ts';
import { deleteApplication } from '../../db/repositories/groupApplicationRepository.ts';
import { findMembership, upsertMember } from '../../db/repositories/groupMemberRepository.ts';
import { orgTrusts, upsertInvitation } from '../../db/repositories/groupInvitationRepository.ts';
import type { GroupRow } from '../../db/repositories/groupRepository.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import { newId } from '../../db/newId.ts';
import { hasRoomForGroup } from './groupLimit.ts';

/** How long an invitation stays open: two weeks, the portal's longest token lifetime. */
export const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface AddGroupUsersInput {
  readonly group: Pick<GroupRow, 'id' | 'org_id' | 'membership_access'>;
  readonly wanted: readonly (readonly [username: string, type: 'member' | 'admin'])[];
  readonly by: string;
  readonly now: number;
}

export interface AddGroupUsersResult {
  /** Everyone who is not a member after the call (unknown, disabled, not allowed, at the limit, invited). */
  readonly notAdded: string[];
  /** Users of another organisation that does not trust the group's: invited instead of added (ADR 0115). */
  readonly invited: string[];
}

/**
 * `addUsers` in one transaction: members of the group's organisation, and of organisations that trust it,
 * are added (within their org's groups-per-user limit); a user of any other organisation gets an
 * invitation to accept or decline, so no outsider can fill someone's group allowance (issue 12 item 8).
 *
 * @example
 * await addGroupUsers(db, { group, wanted: [['ana', 'member']], by: 'admin', now });
 */
export function addGroupUsers(db: Db, input: AddGroupUsersInput): Promise<AddGroupUsersResult> {
  const { group, wanted, by, now } = input;
  return db.transaction().execute(async (trx) => {
    const notAdded: string[] = [];
    const invited: string[] = [];
    for (const [name, type] of wanted) {
      const user = await findUserByUsername(trx, name);
      if (!user || user.disabled || (group.membership_access !== 'none' && user.org_id !== group.org_id)) {
        notAdded.push(name);
        continue;
      }
      const existing = await findMembership(trx, group.id, user.username);
      if (existing?.member_type === 'owner') continue;
      const consented =
        existing !== undefined || user.org_id === group.org_id || (await orgTrusts(trx, user.org_id, group.org_id));
      if (!consented) {
        await upsertInvitation(trx, {
          id: newId(),
          group_id: group.id,
          username: user.username,
          member_type: type,
          invited_by: by,
          created: now,
          expires: now + INVITATION_LIFETIME_MS,
        });
        invited.push(user.username);
        notAdded.push(name);
        continue;
      }
      if (existing === undefined && !(await hasRoomForGroup(trx, user))) {
        notAdded.push(name);
        continue;
      }
      await upsertMember(trx, { groupId: group.id, username: user.username, memberType: type, joined: now });
      await deleteApplication(trx, group.id, user.username);
    }
    return { notAdded, invited };
  });
}
