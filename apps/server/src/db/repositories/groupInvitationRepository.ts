import type { Db } from '../database.ts';
import type { GroupInvitationTable } from '../schema.ts';

export type GroupInvitationRow = GroupInvitationTable;

/** Creates or renews a user's invitation to a group (one per group and user). */
export async function upsertInvitation(db: Db, invitation: GroupInvitationRow): Promise<void> {
  await db
    .insertInto('group_invitations')
    .values(invitation)
    .onConflict((oc) =>
      oc.columns(['group_id', 'username']).doUpdateSet({
        member_type: invitation.member_type,
        invited_by: invitation.invited_by,
        created: invitation.created,
        expires: invitation.expires,
      }),
    )
    .execute();
}

/** A user's invitations that have not expired, newest first, with the group's title. */
export function listOpenInvitations(
  db: Db,
  username: string,
  now: number,
): Promise<(GroupInvitationRow & { group_title: string; group_owner: string })[]> {
  return db
    .selectFrom('group_invitations')
    .innerJoin('groups', 'groups.id', 'group_invitations.group_id')
    .selectAll('group_invitations')
    .select(['groups.title as group_title', 'groups.owner as group_owner'])
    .where('group_invitations.username', '=', username)
    .where('group_invitations.expires', '>', now)
    .orderBy('group_invitations.created', 'desc')
    .execute();
}

/** One open invitation of a user, or undefined (unknown, someone else's or expired). */
export function findOpenInvitation(
  db: Db,
  id: string,
  username: string,
  now: number,
): Promise<GroupInvitationRow | undefined> {
  return db
    .selectFrom('group_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('username', '=', username)
    .where('expires', '>', now)
    .executeTakeFirst();
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.deleteFrom('group_invitations').where('id', '=', id).execute();
}

/** Whether `orgId` trusts `trustedOrgId` (its admins consented to collaborating with it). */
export async function orgTrusts(db: Db, orgId: string, trustedOrgId: string): Promise<boolean> {
  const row = await db
    .selectFrom('org_trusts')
    .select('org_id')
    .where('org_id', '=', orgId)
    .where('trusted_org_id', '=', trustedOrgId)
    .executeTakeFirst();
  return row !== undefined;
}
