import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMembership } from '../../db/repositories/groupMemberRepository.ts';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 19 (ADR 0154): joining a group that is not auto-join asks its managers, who accept or decline; managers
// promote members to group admins with updateUsers.
interface Answer {
  success?: boolean;
  groupId?: string;
  username?: string;
  group?: { id: string };
  applications?: { username: string; fullname: string; received: number }[];
  userMembership?: { memberType: string; applications: number; applied?: boolean };
  results?: { username: string; success: boolean }[];
  admins?: string[];
  users?: string[];
  error?: { code: number; messageCode?: string; message: string };
}

const { admin, publisher, user, viewer } = SEEDED_USERS.riverside;

describe('requests to join a group and member types', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of [admin, publisher, user, viewer, SEEDED_USERS.hillcrest.user]) tokens[who] = await signIn(t, who);
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

  const groupOf = async (owner: string, title: string, form: Record<string, string> = {}): Promise<string> => {
    const made = await call('community/createGroup', owner, { title, access: 'org', ...form });
    expect(made.group?.id, JSON.stringify(made)).toBeTruthy();
    return made.group!.id;
  };

  it('turns a join into a request the owner accepts, and the applicant becomes a member', async () => {
    const id = await groupOf(publisher, 'Tree planting volunteers');
    expect(await call(`community/groups/${id}/join`, user)).toEqual({ success: true, groupId: id });
    expect(await findMembership(t.db, id, user)).toBeUndefined();
    expect((await call(`community/groups/${id}`, user)).userMembership).toMatchObject({
      memberType: 'none',
      applied: true,
    });
    expect((await call(`community/groups/${id}`, publisher)).userMembership).toMatchObject({ applications: 1 });

    const listed = await call(`community/groups/${id}/applications`, publisher);
    expect(listed.applications).toEqual([
      { username: user, fullname: expect.any(String), received: expect.any(Number) },
    ]);
    // The applicant cannot accept themselves or read the list.
    expect((await call(`community/groups/${id}/applications`, user)).error?.code).toBe(403);
    expect((await call(`community/groups/${id}/applications/${user}/accept`, user)).error?.code).toBe(403);

    expect(await call(`community/groups/${id}/applications/${user}/accept`, publisher)).toEqual({
      success: true,
      username: user,
      groupId: id,
    });
    expect((await findMembership(t.db, id, user))?.member_type).toBe('member');
    expect((await call(`community/groups/${id}/applications`, publisher)).applications).toEqual([]);
    // Accepting twice finds nothing to accept.
    expect((await call(`community/groups/${id}/applications/${user}/accept`, publisher)).error).toMatchObject({
      code: 400,
      message: 'This user has not asked to join the group.',
    });
  });

  it('declines a request, and a withdrawn request is gone', async () => {
    const id = await groupOf(publisher, 'Budget readers');
    await call(`community/groups/${id}/join`, viewer);
    await call(`community/groups/${id}/join`, user);
    expect(await call(`community/groups/${id}/applications/${viewer}/decline`, publisher)).toMatchObject({
      success: true,
    });
    expect(await call(`community/groups/${id}/leave`, user)).toEqual({ success: true, groupId: id });
    expect((await call(`community/groups/${id}/applications`, publisher)).applications).toEqual([]);
    expect(await findMembership(t.db, id, viewer)).toBeUndefined();
    // Leaving with neither membership nor request is refused.
    expect((await call(`community/groups/${id}/leave`, user)).error?.code).toBe(400);
  });

  it('joins an auto-join group at once, and lets an org administrator join any group at once', async () => {
    const open = await groupOf(publisher, 'Open volunteers', { autoJoin: 'true' });
    await call(`community/groups/${open}/join`, user);
    expect((await findMembership(t.db, open, user))?.member_type).toBe('member');
    const closed = await groupOf(publisher, 'Closed committee');
    await call(`community/groups/${closed}/join`, admin);
    expect((await findMembership(t.db, closed, admin))?.member_type).toBe('member');
  });

  it('adding a requester as a member clears the request', async () => {
    const id = await groupOf(publisher, 'Street tree stewards');
    await call(`community/groups/${id}/join`, user);
    await call(`community/groups/${id}/addUsers`, publisher, { users: user });
    expect((await call(`community/groups/${id}/applications`, publisher)).applications).toEqual([]);
  });

  it('refuses a request from another organisation to an org-only group', async () => {
    const id = await groupOf(publisher, 'Riverside staff only', { access: 'public', membershipAccess: 'org' });
    const answer = await call(`community/groups/${id}/join`, SEEDED_USERS.hillcrest.user);
    expect(answer.error).toMatchObject({ code: 403, messageCode: 'COM_0062' });
    expect((await call(`community/groups/${id}/applications`, publisher)).applications).toEqual([]);
  });

  it('promotes a member to group admin and back; the owner and outsiders are not changed', async () => {
    const id = await groupOf(publisher, 'Park friends');
    await call(`community/groups/${id}/addUsers`, publisher, { users: `${user},${viewer}` });
    expect(
      await call(`community/groups/${id}/updateUsers`, publisher, { admins: `${user},${publisher},nobody` }),
    ).toEqual({
      results: [
        { username: user, success: true },
        { username: publisher, success: false },
        { username: 'nobody', success: false },
      ],
    });
    expect((await findMembership(t.db, id, user))?.member_type).toBe('admin');
    expect((await findMembership(t.db, id, publisher))?.member_type).toBe('owner');
    // A new group admin may now change others; a plain member may not.
    expect((await call(`community/groups/${id}/updateUsers`, viewer, { admins: viewer })).error?.code).toBe(403);
    expect(await call(`community/groups/${id}/updateUsers`, user, { users: user })).toEqual({
      results: [{ username: user, success: true }],
    });
    expect((await findMembership(t.db, id, user))?.member_type).toBe('member');
    expect((await call(`community/groups/${id}/updateUsers`, publisher)).error).toMatchObject({ code: 400 });
  });
});
