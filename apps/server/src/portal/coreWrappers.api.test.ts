import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import {
  addGroupUsers,
  answerGroupApplication,
  createGroup,
  createHubGroup,
  deleteGroup,
  getCommunitySelf,
  getGroup,
  getGroupApplications,
  getGroupUserList,
  getGroupUsers,
  groupFromPortal,
  groupToPortal,
  getPortalLimits,
  getTrustedOrgs,
  getUser,
  getUserResource,
  joinGroup,
  leaveGroup,
  PORTAL_ERROR_CODES,
  PortalRequestError,
  removeGroupUsers,
  searchGroups,
  searchUsers,
  setUserResource,
  unprotectGroup,
  updateGroup,
  updateGroupUsers,
  updateHubGroup,
  UserResourceTooLargeError,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// @plaza/core's portal wrappers against a listening Plaza.
let t: TestApp;
let portal: string;
const sessions = new Map<string, ArcGISIdentityManager>();

async function as(username: string) {
  if (!sessions.has(username)) {
    const token = await signIn(t, username);
    sessions.set(
      username,
      new ArcGISIdentityManager({ username, token, tokenExpires: new Date(Date.now() + 3_600_000), portal }),
    );
  }
  return { portal, authentication: sessions.get(username)! };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (e: unknown) => (e instanceof PortalRequestError ? e.code : `not a PortalRequestError: ${String(e)}`),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
});
afterAll(async () => {
  await t?.close();
});

describe('identity wrappers', () => {
  it('getCommunitySelf: role, privileges and memberships', async () => {
    const me = await getCommunitySelf(await as('user_riverside'));
    expect(me.role).toBe('org_user');
    expect(me.groups?.map((g) => [g.title, g.userMembership?.memberType])).toEqual([
      ['Parks Project Team', 'member'],
      ['Riverside Staff', 'member'],
    ]);
  });

  it('getUser, searchUsers, getTrustedOrgs and getPortalLimits', async () => {
    const options = await as('admin_riverside');
    expect((await getUser('viewer_riverside', options)).email).toBe('viewer@riverside.example');
    const page = await searchUsers({ q: 'publisher', scope: 'org' }, options);
    expect(page.results.map((u) => u.username)).toEqual(['publisher_riverside']);
    const trusted = await getTrustedOrgs(options);
    expect(trusted.map((o) => o.to.urlKey)).toEqual(['hillcrest']);
    const me = await getCommunitySelf(options);
    expect(await getPortalLimits(me.orgId!, options)).toBe(512);
  });

  it('setUserResource and getUserResource round-trip JSON, privately', async () => {
    const settings = { schemaVersion: 1, preview: { workspace: true } };
    await setUserResource('user_riverside', 'hubSettings.json', settings, await as('user_riverside'));
    expect(await getUserResource('user_riverside', 'hubSettings.json', await as('user_riverside'))).toEqual(settings);
    expect(await codeOf(getUserResource('user_riverside', 'hubSettings.json', await as('admin_riverside')))).toBe(
      PORTAL_ERROR_CODES.forbidden,
    );
    expect(await codeOf(getUserResource('user_riverside', 'missing.json', await as('user_riverside')))).toBe(
      PORTAL_ERROR_CODES.resourceNotFound,
    );
  });

  it('refuses more than 4.95 MB on both sides with the spec message', async () => {
    const big = 'x'.repeat(4_950_001);
    await expect(setUserResource('user_riverside', 'big.txt', big, await as('user_riverside'))).rejects.toBeInstanceOf(
      UserResourceTooLargeError,
    );
    const res = await fetch(`${portal}/community/users/user_riverside/addResource`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sessions.get('user_riverside')!.token}` },
      body: new URLSearchParams({ f: 'json', key: 'big.txt', text: big }),
    });
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('User Resource is too large to store. Please ensure it is less than 5MB in size');
  });
});

describe('group wrappers', () => {
  it('createGroup suffixes a taken title when asked and protects after creating', async () => {
    const options = await as('publisher_riverside');
    expect(await codeOf(createGroup({ title: 'Riverside Staff' }, options))).toBe(PORTAL_ERROR_CODES.groupTitleTaken);
    const group = await createGroup(
      { title: 'Riverside Staff', access: 'org' },
      { ...options, uniqueTitle: true, protect: true },
    );
    expect(group.title).toBe('Riverside Staff 1');
    expect((await getGroup(group.id, options)).protected).toBe(true);
    expect(await codeOf(deleteGroup(group.id, options))).toBe(PORTAL_ERROR_CODES.groupProtected);
    await unprotectGroup(group.id, options);
    await deleteGroup(group.id, options);
    expect(await codeOf(getGroup(group.id, options))).toBe(PORTAL_ERROR_CODES.groupNotFound);
  });

  it('manages members: join, leave, add, remove, users, userlist', async () => {
    const owner = await as('publisher_riverside');
    const group = await createGroup(
      { title: 'Wrapper Members', access: 'org', membershipAccess: 'org', autoJoin: true, tags: ['a', 'b'] },
      owner,
    );
    await joinGroup(group.id, await as('viewer_riverside'));
    expect(await codeOf(joinGroup(group.id, await as('user_hillcrest')))).toBe(PORTAL_ERROR_CODES.groupNotFound);
    expect(
      (
        await addGroupUsers(
          group.id,
          { users: ['user_riverside', 'user_hillcrest'], admins: ['admin_riverside'] },
          owner,
        )
      ).notAdded,
    ).toEqual(['user_hillcrest']);
    const users = await getGroupUsers(group.id, owner);
    expect([...users.users].sort()).toEqual(['user_riverside', 'viewer_riverside']);
    const admins = await getGroupUserList(group.id, { memberType: 'admin', sortField: 'username' }, owner);
    expect(admins.users.map((u) => [u.username, u.memberType])).toEqual([
      ['admin_riverside', 'admin'],
      ['publisher_riverside', 'owner'],
    ]);
    const named = await getGroupUserList(group.id, { name: 'viewer', num: 1 }, owner);
    expect(named.total).toBe(1);
    expect(named.nextStart).toBe(-1);
    await leaveGroup(group.id, await as('viewer_riverside'));
    expect(await codeOf(leaveGroup(group.id, owner))).toBe(PORTAL_ERROR_CODES.groupOwnerCannotLeave);
    expect((await removeGroupUsers(group.id, ['user_riverside', 'publisher_riverside'], owner)).notRemoved).toEqual([
      'publisher_riverside',
    ]);
    await updateGroup(group.id, { isInvitationOnly: true }, owner);
    expect(await codeOf(joinGroup(group.id, await as('user_riverside')))).toBe(PORTAL_ERROR_CODES.groupInvitationOnly);
  });

  it('creates group entities with a free title, protected on request, and saves only what changed', async () => {
    const owner = await as('publisher_riverside');
    const first = await createHubGroup({ name: 'Entity Stewards', access: 'org' }, { ...owner, protect: true });
    expect(first).toMatchObject({ name: 'Entity Stewards', protected: true, membershipAccess: 'organization' });
    const second = await createHubGroup({ name: 'Entity Stewards' }, owner);
    expect(second.name).toBe('Entity Stewards 1');
    expect(second.protected).toBe(false);
    const saved = await updateHubGroup(second, { ...second, isViewOnly: true, isDiscussable: false }, owner);
    expect(saved).toMatchObject({ isViewOnly: true, isDiscussable: false, name: 'Entity Stewards 1' });
    expect(saved.typeKeywords).toContain('cannotDiscuss');
    // A taken title on a rename is refused, not suffixed.
    expect(await codeOf(updateHubGroup(saved, { ...saved, name: 'Entity Stewards' }, owner))).toBe(
      PORTAL_ERROR_CODES.groupTitleTaken,
    );
    const tooLong = await createHubGroup({ name: 'x'.repeat(300) }, owner).catch((error: unknown) => error);
    expect(tooLong).toMatchObject({ code: 'GWM_0001' });
    expect((tooLong as Error).message).toContain('Invalid group field: title. A title has 1 to 250 characters.');
  });

  it('asks to join, answers requests and changes member types', async () => {
    const owner = await as('publisher_riverside');
    const group = await createGroup({ title: 'Wrapper Requests', access: 'org' }, owner);
    await joinGroup(group.id, await as('user_riverside'));
    await joinGroup(group.id, await as('viewer_riverside'));
    expect((await getGroup(group.id, await as('user_riverside'))).userMembership).toMatchObject({ applied: true });
    expect((await getGroupApplications(group.id, owner)).map((a) => a.username).sort()).toEqual([
      'user_riverside',
      'viewer_riverside',
    ]);
    await answerGroupApplication(group.id, 'user_riverside', 'accept', owner);
    await answerGroupApplication(group.id, 'viewer_riverside', 'decline', owner);
    expect(await getGroupApplications(group.id, owner)).toEqual([]);
    expect((await getGroupUsers(group.id, owner)).users).toEqual(['user_riverside']);
    expect((await updateGroupUsers(group.id, ['user_riverside'], 'admin', owner)).results).toEqual([
      { username: 'user_riverside', success: true },
    ]);
    expect((await getGroupUsers(group.id, owner)).admins).toContain('user_riverside');
  });

  it('searchGroups sees only what the caller may see, with honest totals', async () => {
    const anonymous = await searchGroups({ q: '*', num: 100 }, { portal });
    expect(anonymous.results.every((g) => g.access === 'public')).toBe(true);
    expect(anonymous.total).toBe(anonymous.results.length);
    const hillcrest = await searchGroups({ q: 'staff', num: 100 }, await as('viewer_hillcrest'));
    expect(hillcrest.results.map((g) => g.title)).toEqual(['Hillcrest Staff']);
    const paged = await searchGroups({ q: '', num: 1, sortField: 'title' }, await as('admin_riverside'));
    expect(paged.nextStart).toBe(2);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('round-trips membership access: entity → core mapper → server → core mapper → entity (ADR 0101)', async () => {
    const owner = await as('publisher_riverside');
    const created = await createGroup({ title: 'Membership Round Trip', access: 'org' }, owner);
    const entity = groupFromPortal(await getGroup(created.id, owner), { portal });
    expect(entity.membershipAccess).toBe('anyone');
    for (const membershipAccess of ['collaborators', 'organization', 'anyone'] as const) {
      const wire = groupToPortal({ ...entity, membershipAccess }).membershipAccess;
      await updateGroup(created.id, { membershipAccess: wire }, owner);
      const read = await getGroup(created.id, owner);
      expect(read.membershipAccess).toBe(wire);
      expect(groupFromPortal(read, { portal }).membershipAccess).toBe(membershipAccess);
    }
    const found = await searchGroups({ q: 'title:"Membership Round Trip"' }, owner);
    expect(found.results.map((g) => g.membershipAccess)).toEqual(['']);
  });

  it('accepts none for anyone and refuses the entity words on the wire', async () => {
    const { token } = (await as('publisher_riverside')).authentication;
    const post = async (membershipAccess: string) => {
      const res = await fetch(`${portal}/community/createGroup`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: new URLSearchParams({ f: 'json', title: `Wire ${membershipAccess || 'empty'}`, membershipAccess }),
      });
      return (await res.json()) as { group?: { membershipAccess: string }; error?: { code: number; message: string } };
    };
    expect((await post('none')).group?.membershipAccess).toBe('');
    expect((await post('collaboration')).group?.membershipAccess).toBe('collaboration');
    for (const word of ['anyone', 'organization', 'collaborators', 'NONE']) {
      expect((await post(word)).error).toMatchObject({ code: 400, message: 'Invalid group field: membershipAccess.' });
    }
  });

  it('keeps shared-update groups to holders of createUpdateCapableGroup', async () => {
    expect(
      await codeOf(
        createGroup(
          { title: 'Shared Update Try', capabilities: ['updateitemcontrol'] },
          await as('publisher_riverside'),
        ),
      ),
    ).toBe(PORTAL_ERROR_CODES.forbidden);
    const group = await createGroup(
      { title: 'Shared Update', capabilities: ['updateitemcontrol'] },
      await as('admin_riverside'),
    );
    expect(group.capabilities).toEqual(['updateitemcontrol']);
  });
});
