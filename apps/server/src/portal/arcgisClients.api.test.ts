import {
  addGroupUsers,
  createGroup,
  getGroup,
  getGroupUsers,
  getSelf,
  getUser,
  protectGroup,
  removeGroup,
  removeGroupUsers,
  searchGroups,
  unprotectGroup,
  updateGroup,
} from '@esri/arcgis-rest-portal';
import { ArcGISIdentityManager, ArcGISRequestError, ArcGISTokenRequestError, request } from '@esri/arcgis-rest-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/signIn.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The published clients (4.10.2), unmodified, against a listening Plaza: the contract's proof.
let t: TestApp;
let portal: string;
let publisher: ArcGISIdentityManager;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  publisher = await ArcGISIdentityManager.signIn({ username: 'publisher_riverside', password: TEST_PASSWORD, portal });
});
afterAll(async () => {
  await t?.close();
});

describe('identity through @esri/arcgis-rest-request', () => {
  it('signs in with username and password and reads community/self', async () => {
    const user = await publisher.getUser();
    expect(user.username).toBe('publisher_riverside');
    expect(user.role).toBe('org_publisher');
    expect(user.privileges).toContain('portal:publisher:publishFeatures');
    expect(publisher.ssl).toBeFalsy();
  });

  it('reads portals/self (getSelf) and a user (getUser)', async () => {
    const self = await getSelf({ portal, authentication: publisher });
    expect(self.name).toBe('Riverside');
    expect(self.user?.username).toBe('publisher_riverside');
    const other = await getUser({ username: 'user_riverside', portal, authentication: publisher });
    expect(other.fullName).toBe('Riverside User');
    expect(other.email).toBeUndefined();
  });

  it('turns a wrong password into the client auth error', async () => {
    const attempt = ArcGISIdentityManager.signIn({ username: 'user_riverside', password: 'wrong', portal });
    await expect(attempt).rejects.toBeInstanceOf(ArcGISTokenRequestError);
  });

  it('answers a garbage token with 498', async () => {
    const attempt = request(`${portal}/community/self`, { params: { token: 'garbage' }, httpMethod: 'GET' });
    await expect(attempt).rejects.toMatchObject({ name: 'ArcGISAuthError', code: 'GWM_0002' });
    await expect(attempt).rejects.toMatchObject({ response: { error: { code: 498 } } });
  });

  it('refreshes a session whose token expired on the server through generateToken', async () => {
    // A token that expired on the server while the client still believes it valid:
    const expired = await signIn(t, 'user_riverside', { minutes: 1, now: Date.now() - 5 * 60_000 });
    const session = new ArcGISIdentityManager({
      username: 'user_riverside',
      password: TEST_PASSWORD,
      portal,
      token: expired,
      tokenExpires: new Date(Date.now() + 60 * 60_000),
    });
    const user = await session.getUser();
    expect(user.username).toBe('user_riverside');
    expect(session.token).not.toBe(expired);
  });

  it('refreshes a session whose token expired by the client clock', async () => {
    const session = new ArcGISIdentityManager({
      username: 'viewer_riverside',
      password: TEST_PASSWORD,
      portal,
      token: 'old',
      tokenExpires: new Date(Date.now() - 1000),
    });
    const self = await getSelf({ portal, authentication: session });
    expect(self.user?.username).toBe('viewer_riverside');
  });
});

describe('groups through @esri/arcgis-rest-portal', () => {
  it('creates, searches, gets, updates, protects, manages members and removes a group', async () => {
    const created = await createGroup({
      group: { title: 'Client Test Group', access: 'org', tags: ['client', 'test'], snippet: 'made by the client' },
      authentication: publisher,
    });
    expect(created.success).toBe(true);
    const id = created.group.id as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const found = await searchGroups({ q: 'title:"Client Test Group"', authentication: publisher });
    expect(found.results.map((g) => g.id)).toEqual([id]);
    expect(found.nextStart).toBe(-1);

    const group = await getGroup(id, { authentication: publisher });
    expect(group.tags).toEqual(['client', 'test']);
    expect(group.userMembership?.memberType).toBe('owner');

    await updateGroup({ group: { id, snippet: 'updated', isViewOnly: true }, authentication: publisher });
    expect((await getGroup(id, { authentication: publisher })).snippet).toBe('updated');

    await protectGroup({ id, authentication: publisher });
    await expect(removeGroup({ id, authentication: publisher })).rejects.toBeInstanceOf(ArcGISRequestError);

    const added = await addGroupUsers({
      id,
      users: ['user_riverside'],
      admins: ['viewer_riverside'],
      authentication: publisher,
    });
    expect(added.notAdded).toEqual([]);
    const members = await getGroupUsers(id, { authentication: publisher });
    expect(members.owner).toBe('publisher_riverside');
    expect(members.users).toEqual(['user_riverside']);
    expect(members.admins.sort()).toEqual(['publisher_riverside', 'viewer_riverside']);

    const removed = await removeGroupUsers({ id, users: ['user_riverside'], authentication: publisher });
    expect(removed.notRemoved).toEqual([]);
    expect((await getGroupUsers(id, { authentication: publisher })).users).toEqual([]);

    await unprotectGroup({ id, authentication: publisher });
    expect((await removeGroup({ id, authentication: publisher })).success).toBe(true);
    await expect(getGroup(id, { authentication: publisher })).rejects.toBeInstanceOf(ArcGISRequestError);
  });
});

describe('the logs of this suite', () => {
  it('contain no token and no password', () => {
    const logs = t.logs.join('\n');
    expect(logs).toContain('/sharing/rest/generateToken');
    expect(logs).toContain('token=[redacted]');
    expect(publisher.token.length).toBeGreaterThan(20);
    expect(logs).not.toContain(publisher.token);
    expect(logs).not.toContain(TEST_PASSWORD);
  });
});

describe('federated server tokens through @esri/arcgis-rest-request', () => {
  it('getToken for a service of the federated server reads both infos and gets the session token (ADR 0102)', async () => {
    const origin = portal.replace(/\/sharing\/rest$/, '');
    const layer = `${origin}/arcgis/rest/services/Parks/FeatureServer/0`;
    const token = await publisher.getToken(layer);
    expect(token).toBe(publisher.token);
    // A second service of the same server is served from the client's cache.
    expect(await publisher.getToken(`${origin}/arcgis/rest/services/Trails/FeatureServer/0`)).toBe(token);
  });
});
