import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { newId } from '../db/newId.ts';
import { upsertMember } from '../db/repositories/groupMemberRepository.ts';
import { insertGroup } from '../db/repositories/groupRepository.ts';
import { findOrgByUrlKey } from '../db/repositories/orgRepository.ts';
import { insertUser } from '../db/repositories/userRepository.ts';
import type { Access } from '../db/schema.ts';
import { signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Each role × each group/user endpoint × the same and the other organisation. The callers are
// Riverside's four roles; targets belong to Riverside ("same") or Hillcrest ("other").
type Role = 'admin' | 'publisher' | 'user' | 'viewer';
type Outcome = 'ok' | 'forbidden' | 'not-found' | 'token-required';
const ROLES: readonly Role[] = ['admin', 'publisher', 'user', 'viewer'];

let t: TestApp;
const tokens = new Map<Role, string>();
const orgIds = new Map<string, string>();
let at = 1_700_000_000_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens.set(role, await signIn(t, `${role}_riverside`));
  const hash = await hashPassword('unused-password');
  for (const key of ['riverside', 'hillcrest']) {
    const org = await findOrgByUrlKey(t.db, key);
    orgIds.set(key, org!.id);
    // A plain user who owns the target groups, so that no caller is their owner.
    await insertUser(t.db, {
      username: `owner_${key}`,
      org_id: org!.id,
      full_name: `Owner ${key}`,
      email: `owner@${key}.example`,
      role: 'org_user',
      user_license_type: 'creatorUT',
      password_hash: hash,
      created: at,
      modified: at,
      last_login: null,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

/** A fresh group owned by owner_<org>, with user_<org> as a member. */
async function freshGroup(orgKey: string, access: Access): Promise<string> {
  const id = newId();
  at += 1;
  await insertGroup(t.db, {
    id,
    org_id: orgIds.get(orgKey)!,
    owner: `owner_${orgKey}`,
    title: `Target ${id}`,
    access,
    thumbnail: null,
    created: at,
    modified: at,
  });
  await upsertMember(t.db, { groupId: id, username: `owner_${orgKey}`, memberType: 'owner', joined: at });
  await upsertMember(t.db, { groupId: id, username: `user_${orgKey}`, memberType: 'member', joined: at });
  return id;
}

async function call(role: Role, path: string, params: Record<string, string> = {}): Promise<Outcome> {
  const res = await t.app.request(`/sharing/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${tokens.get(role)}` },
    body: new URLSearchParams({ f: 'json', ...params }).toString(),
  });
  const body = (await res.json()) as { error?: { code: number; messageCode: string } };
  if (!body.error) return 'ok';
  if (body.error.code === 403) return 'forbidden';
  if (body.error.code === 499) return 'token-required';
  if (['COM_0003', 'COM_0019', 'COM_0042'].includes(body.error.messageCode)) return 'not-found';
  throw new Error(`unexpected error ${JSON.stringify(body.error)}`);
}

const byRole = (admin: Outcome, publisher: Outcome, user: Outcome, viewer: Outcome) => ({
  admin,
  publisher,
  user,
  viewer,
});
const all = (outcome: Outcome) => byRole(outcome, outcome, outcome, outcome);
const adminOnly = byRole('ok', 'forbidden', 'forbidden', 'forbidden');

interface GroupCase {
  readonly endpoint: string;
  readonly path: (id: string) => string;
  readonly params?: Record<string, string>;
  /** Same org, org-visible group the caller does not belong to. */
  readonly same: Record<Role, Outcome>;
  /** Other org, public group (visible, but no admin power crosses organisations). */
  readonly otherPublic: Record<Role, Outcome>;
}

const GROUP_CASES: readonly GroupCase[] = [
  { endpoint: 'get', path: (id) => `community/groups/${id}`, same: all('ok'), otherPublic: all('ok') },
  { endpoint: 'users', path: (id) => `community/groups/${id}/users`, same: all('ok'), otherPublic: all('ok') },
  { endpoint: 'userlist', path: (id) => `community/groups/${id}/userlist`, same: all('ok'), otherPublic: all('ok') },
  {
    endpoint: 'update',
    path: (id) => `community/groups/${id}/update`,
    params: { snippet: 'changed' },
    same: adminOnly,
    otherPublic: all('forbidden'),
  },
  {
    endpoint: 'protect',
    path: (id) => `community/groups/${id}/protect`,
    same: adminOnly,
    otherPublic: all('forbidden'),
  },
  { endpoint: 'delete', path: (id) => `community/groups/${id}/delete`, same: adminOnly, otherPublic: all('forbidden') },
  {
    endpoint: 'addUsers',
    path: (id) => `community/groups/${id}/addUsers`,
    params: { users: 'viewer_riverside' },
    same: adminOnly,
    otherPublic: all('forbidden'),
  },
  {
    endpoint: 'removeUsers',
    path: (id) => `community/groups/${id}/removeUsers`,
    params: { users: 'user_riverside' },
    same: adminOnly,
    otherPublic: all('forbidden'),
  },
  // Viewers hold joinGroup but not joinNonOrgGroup.
  {
    endpoint: 'join',
    path: (id) => `community/groups/${id}/join`,
    same: all('ok'),
    otherPublic: byRole('ok', 'ok', 'ok', 'forbidden'),
  },
];

describe('group endpoints × roles × organisations', () => {
  for (const c of GROUP_CASES) {
    for (const role of ROLES) {
      it(`${c.endpoint} as ${role}: same org → ${c.same[role]}`, async () => {
        expect(await call(role, c.path(await freshGroup('riverside', 'org')), c.params)).toBe(c.same[role]);
      });
      it(`${c.endpoint} as ${role}: other org's org group → not-found`, async () => {
        expect(await call(role, c.path(await freshGroup('hillcrest', 'org')), c.params)).toBe('not-found');
      });
      it(`${c.endpoint} as ${role}: other org's public group → ${c.otherPublic[role]}`, async () => {
        expect(await call(role, c.path(await freshGroup('hillcrest', 'public')), c.params)).toBe(c.otherPublic[role]);
      });
    }
  }

  it('lets a plain member neither update nor delete the group it belongs to', async () => {
    const id = await freshGroup('riverside', 'org');
    expect(await call('user', `community/groups/${id}/update`, { snippet: 'x' })).toBe('forbidden');
    expect(await call('user', `community/groups/${id}/delete`)).toBe('forbidden');
  });

  for (const role of ROLES) {
    it(`createGroup as ${role}`, async () => {
      at += 1;
      expect(await call(role, 'community/createGroup', { title: `Made by ${role} ${at}` })).toBe(
        role === 'viewer' ? 'forbidden' : 'ok',
      );
    });
  }
});

describe('user endpoints × roles × organisations', () => {
  for (const role of ROLES) {
    it(`community/users/{u} as ${role}: same org → ok, e-mail only for the admin`, async () => {
      const res = await t.app.request('/sharing/rest/community/users/owner_riverside?f=json', {
        headers: { Authorization: `Bearer ${tokens.get(role)}` },
      });
      const body = (await res.json()) as { username: string; email?: string };
      expect(body.username).toBe('owner_riverside');
      expect(body.email !== undefined).toBe(role === 'admin');
    });
    it(`community/users/{u} as ${role}: other org → not-found`, async () => {
      expect(await call(role, 'community/users/owner_hillcrest')).toBe('not-found');
    });
    it(`user searches as ${role}: the org's own list only the org, the community adds public profiles only`, async () => {
      const search = async (path: string) => {
        const res = await t.app.request(`/sharing/rest/${path}?f=json&num=100`, {
          headers: { Authorization: `Bearer ${tokens.get(role)}` },
        });
        const body = (await res.json()) as {
          total: number;
          results: { username: string; orgId: string; access: string }[];
        };
        expect(body.total).toBe(body.results.length);
        return body.results;
      };
      const own = await search('portals/self/users/search');
      expect(own.every((u) => u.orgId === orgIds.get('riverside'))).toBe(true);
      expect(own.map((u) => u.username)).toContain('owner_riverside');
      const community = await search('community/users');
      const others = community.filter((u) => u.orgId !== orgIds.get('riverside'));
      expect(others.every((u) => u.access === 'public')).toBe(true);
      expect(others.map((u) => u.username)).toContain('publisher_hillcrest');
      expect(community.map((u) => u.username)).not.toContain('owner_hillcrest');
    });
    it(`user resources as ${role}: own → ok, another user's → forbidden, other org's → not-found`, async () => {
      expect(await call(role, `community/users/${role}_riverside/addResource`, { key: 'hub.json', text: '{}' })).toBe(
        'ok',
      );
      expect(await call(role, 'community/users/owner_riverside/addResource', { key: 'hub.json', text: '{}' })).toBe(
        'forbidden',
      );
      expect(await call(role, 'community/users/owner_hillcrest/addResource', { key: 'hub.json', text: '{}' })).toBe(
        'not-found',
      );
    });
  }
});
