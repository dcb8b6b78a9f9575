import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countGroupsOfUser, findMembership } from '../../db/repositories/groupMemberRepository.ts';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 12 item 8 (ADR 0115): another organisation's admin could add a user to its groups until the user hit
// the groups-per-user limit. Now a user of an organisation that does not trust the group's is invited, and
// only joins by accepting; the demo's Riverside trusts Hillcrest, not the other way round.
interface Answer {
  success?: boolean;
  notAdded?: string[];
  invited?: string[];
  groupId?: string;
  group?: { id: string };
  userInvitations?: { id: string; targetId: string; fromUsername: string; group: { title: string } }[];
  error?: { code: number; messageCode?: string; message: string };
}

describe('adding users of another organisation to a group', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const riversideUser = SEEDED_USERS.riverside.user;
  const hillcrestUser = SEEDED_USERS.hillcrest.user;
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of [SEEDED_USERS.riverside.admin, SEEDED_USERS.hillcrest.admin, hillcrestUser]) {
      tokens[who] = await signIn(t, who);
    }
  });
  afterAll(() => t.close());

  const call = async (path: string, who: string, form: Record<string, string> = {}): Promise<Answer> =>
    (await (
      await t.app.request(`/sharing/rest/${path}`, {
        method: 'POST',
        headers: { ...bearer(tokens[who]!), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ f: 'json', ...form }).toString(),
      })
    ).json()) as Answer;

  const groupOf = async (admin: string, title: string): Promise<string> => {
    const made = await call('community/createGroup', admin, { title, access: 'public', membershipAccess: 'none' });
    expect(made.group?.id, JSON.stringify(made)).toBeTruthy();
    return made.group!.id;
  };

  it('invites a user whose organisation does not trust the group’s, and adds nothing', async () => {
    const groupId = await groupOf(SEEDED_USERS.riverside.admin, 'Riverside outreach');
    const before = await countGroupsOfUser(t.db, hillcrestUser);
    const answer = await call(`community/groups/${groupId}/addUsers`, SEEDED_USERS.riverside.admin, {
      users: hillcrestUser,
    });
    expect(answer).toEqual({ notAdded: [hillcrestUser], invited: [hillcrestUser] });
    expect(await findMembership(t.db, groupId, hillcrestUser)).toBeUndefined();
    expect(await countGroupsOfUser(t.db, hillcrestUser)).toBe(before);

    // The user sees the invitation, and only they do.
    const list = await call(`community/users/${hillcrestUser}/invitations`, hillcrestUser);
    const invitation = list.userInvitations?.find((i) => i.targetId === groupId);
    expect(invitation).toMatchObject({
      fromUsername: SEEDED_USERS.riverside.admin,
      group: { title: 'Riverside outreach' },
    });
    const snooped = await call(`community/users/${hillcrestUser}/invitations`, SEEDED_USERS.riverside.admin);
    expect(snooped.error?.messageCode).toBe('COM_0019');
    const stolen = await call(
      `community/users/${hillcrestUser}/invitations/${invitation!.id}/accept`,
      SEEDED_USERS.hillcrest.admin,
    );
    expect(stolen.error?.messageCode).toBe('COM_0019');

    // Accepting joins; the invitation is spent.
    const accepted = await call(`community/users/${hillcrestUser}/invitations/${invitation!.id}/accept`, hillcrestUser);
    expect(accepted).toEqual({ success: true, username: hillcrestUser, groupId });
    expect(await findMembership(t.db, groupId, hillcrestUser)).toMatchObject({ member_type: 'member' });
    const again = await call(`community/users/${hillcrestUser}/invitations/${invitation!.id}/accept`, hillcrestUser);
    expect(again.error).toMatchObject({ code: 400, messageCode: 'COM_0025' });
  });

  it('lets the user decline, and nothing is added', async () => {
    const groupId = await groupOf(SEEDED_USERS.riverside.admin, 'Riverside survey crew');
    await call(`community/groups/${groupId}/addUsers`, SEEDED_USERS.riverside.admin, { admins: hillcrestUser });
    const list = await call(`community/users/${hillcrestUser}/invitations`, hillcrestUser);
    const invitation = list.userInvitations!.find((i) => i.targetId === groupId)!;
    expect(await call(`community/users/${hillcrestUser}/invitations/${invitation.id}/decline`, hillcrestUser)).toEqual({
      success: true,
      username: hillcrestUser,
      groupId,
    });
    expect(await findMembership(t.db, groupId, hillcrestUser)).toBeUndefined();
    const after = await call(`community/users/${hillcrestUser}/invitations`, hillcrestUser);
    expect(after.userInvitations!.some((i) => i.targetId === groupId)).toBe(false);
  });

  it('adds at once a user whose organisation trusts the group’s, and members of its own', async () => {
    // Riverside trusts Hillcrest: Riverside's admins consented for their users to collaborate with Hillcrest.
    const groupId = await groupOf(SEEDED_USERS.hillcrest.admin, 'Hillcrest and neighbours');
    const answer = await call(`community/groups/${groupId}/addUsers`, SEEDED_USERS.hillcrest.admin, {
      users: `${riversideUser},${SEEDED_USERS.hillcrest.viewer}`,
    });
    expect(answer).toEqual({ notAdded: [], invited: [] });
    expect(await findMembership(t.db, groupId, riversideUser)).toBeDefined();
    expect(await findMembership(t.db, groupId, SEEDED_USERS.hillcrest.viewer)).toBeDefined();
  });
});
