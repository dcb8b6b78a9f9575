import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrgByUrlKey } from '../../db/repositories/orgRepository.ts';
import { insertUser } from '../../db/repositories/userRepository.ts';
import type { Access, UserRole } from '../../db/schema.ts';
import { MALFORMED_QUERIES, searchCall, SQL_LOOKING_TEXT, type SearchBody } from '../../testing/searchCall.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// User search speaks the item search language (ADR 0100) on both user endpoints, and keeps what a
// caller may not see out of results, totals and matches: e-mail is no field at all, and terms on
// private fields (role, last login, ...) match only where the caller may see them.
let t: TestApp;
const tokens = new Map<string, string>();

/** Five users tagged `qsuite`, created at 2001..2005; the e-mail addresses share a secret word. */
const USERS: readonly { username: string; org: string; name: string; access: Access; role: UserRole }[] = [
  { username: 'qs_ann', org: 'riverside', name: 'Ann Quarry', access: 'org', role: 'org_user' },
  { username: 'qs_bob', org: 'riverside', name: 'Bob Meadow', access: 'org', role: 'org_admin' },
  { username: 'qs_cyd', org: 'riverside', name: 'Cyd Private', access: 'private', role: 'viewer' },
  { username: 'qs_dee', org: 'hillcrest', name: 'Dee Summit', access: 'public', role: 'org_admin' },
  { username: 'qs_eve', org: 'hillcrest', name: 'Eve Valley', access: 'org', role: 'org_user' },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [i, u] of USERS.entries()) {
    const org = await findOrgByUrlKey(t.db, u.org);
    await insertUser(t.db, {
      username: u.username,
      org_id: org!.id,
      full_name: u.name,
      email: `${u.username}.zebrasecret@${u.org}.example`,
      role: u.role,
      user_license_type: 'creatorUT',
      password_hash: 'unused',
      access: u.access,
      tags: JSON.stringify(['qsuite']),
      created: 2001 + i,
      modified: 2001 + i,
      last_login: u.username === 'qs_ann' ? 5000 : null,
    });
  }
  for (const who of ['admin_riverside', 'user_riverside', 'qs_ann']) tokens.set(who, await signIn(t, who));
});
afterAll(async () => {
  await t?.close();
});

function users(path: string, who: string | undefined, params: Record<string, string>): Promise<SearchBody> {
  return searchCall(t, path, who ? tokens.get(who) : undefined, { num: '100', ...params });
}

/** Usernames of the results of `community/users`, oldest first. */
async function found(who: string | undefined, q: string, path = 'community/users'): Promise<string[]> {
  const body = await users(path, who, { q, sortField: 'created' });
  expect(body.error).toBeUndefined();
  expect(body.total).toBe(body.results.length);
  return body.results.map((u) => String(u.username));
}

describe('user search: the q language', () => {
  it('finds by tag, full text, field and prefix', async () => {
    expect(await found('user_riverside', 'tags:qsuite')).toEqual(['qs_ann', 'qs_bob', 'qs_dee']);
    expect(await found('user_riverside', 'tags:qsuite meadow')).toEqual(['qs_bob']);
    expect(await found('user_riverside', 'fullname:"ann quarry"')).toEqual(['qs_ann']);
    expect(await found('user_riverside', 'username:qs_d*')).toEqual(['qs_dee']);
  });

  it('excludes with NOT and -field:', async () => {
    expect(await found('user_riverside', 'tags:qsuite -username:qs_ann')).toEqual(['qs_bob', 'qs_dee']);
    expect(await found('user_riverside', 'tags:qsuite NOT fullname:quarry NOT access:public')).toEqual(['qs_bob']);
    expect(await found('user_riverside', 'tags:qsuite AND NOT (username:qs_ann OR username:qs_bob)')).toEqual([
      'qs_dee',
    ]);
  });

  it('matches ranges of dates and usernames', async () => {
    expect(await found('user_riverside', 'tags:qsuite created:[2001 TO 2002]')).toEqual(['qs_ann', 'qs_bob']);
    expect(await found('user_riverside', 'tags:qsuite created:{2001 TO *]')).toEqual(['qs_bob', 'qs_dee']);
    expect(await found('user_riverside', 'tags:qsuite username:[qs_b TO qs_e}')).toEqual(['qs_bob', 'qs_dee']);
    expect(await found('user_riverside', 'tags:qsuite -modified:[2002 TO 2004]')).toEqual(['qs_ann']);
  });

  it('applies the same language to the own-org search, within the org', async () => {
    const path = 'portals/self/users/search';
    expect(await found('user_riverside', 'tags:qsuite', path)).toEqual(['qs_ann', 'qs_bob']);
    expect(await found('user_riverside', 'tags:qsuite -username:qs_bob', path)).toEqual(['qs_ann']);
    expect(await found('admin_riverside', 'tags:qsuite created:[2001 TO 2003]', path)).toEqual([
      'qs_ann',
      'qs_bob',
      'qs_cyd',
    ]);
  });
});

describe('user search: what a caller may not see', () => {
  it('shows private profiles only to the user and their org administrators', async () => {
    expect(await found(undefined, 'tags:qsuite')).toEqual(['qs_dee']);
    expect(await found('admin_riverside', 'tags:qsuite')).toEqual(['qs_ann', 'qs_bob', 'qs_cyd', 'qs_dee']);
  });

  it('never finds by e-mail, never answers one to others, and refuses email as a field', async () => {
    expect(await found('admin_riverside', 'zebrasecret')).toEqual([]);
    expect(await found('admin_riverside', 'riverside.example')).toEqual([]);
    const refused = await users('community/users', 'admin_riverside', {
      q: 'email:qs_ann.zebrasecret@riverside.example',
    });
    expect(refused.error?.message).toMatch(/^Unknown field "email"/);
    const asUser = await users('community/users', 'user_riverside', { q: 'tags:qsuite' });
    expect(asUser.results.some((u) => 'email' in u || 'role' in u)).toBe(false);
    const asAdmin = await users('community/users', 'admin_riverside', { q: 'tags:qsuite', sortField: 'created' });
    expect(asAdmin.results.map((u) => u.email !== undefined)).toEqual([true, true, true, false]);
    expect((await users('community/users', 'user_riverside', { q: 'q', sortField: 'email' })).error?.code).toBe(400);
  });

  it('matches private fields only where the caller may see them, so neither a term nor its negation tells', async () => {
    expect(await found('user_riverside', 'tags:qsuite role:org_admin')).toEqual([]);
    expect(await found('user_riverside', 'tags:qsuite -role:org_admin')).toEqual(['qs_ann', 'qs_bob', 'qs_dee']);
    expect(await found('user_riverside', 'tags:qsuite lastlogin:[1 TO *]')).toEqual([]);
    expect(await found('qs_ann', 'tags:qsuite lastlogin:[1 TO *]')).toEqual(['qs_ann']);
    expect(await found('qs_ann', 'tags:qsuite role:org_user')).toEqual(['qs_ann']);
    // An administrator sees the roles of their own org only (qs_dee is another org's administrator).
    expect(await found('admin_riverside', 'tags:qsuite role:org_admin')).toEqual(['qs_bob']);
    expect(await found('admin_riverside', 'tags:qsuite -role:org_admin')).toEqual(['qs_ann', 'qs_cyd', 'qs_dee']);
    expect(await found('admin_riverside', 'tags:qsuite lastlogin:[1 TO 5000] disabled:false')).toEqual(['qs_ann']);
  });
});

describe('user search: paging and sort', () => {
  it('pages with nextStart, at most 100 a page, never past 10,000, and sorts by user fields only', async () => {
    const first = await users('community/users', 'user_riverside', {
      q: 'tags:qsuite',
      num: '2',
      sortField: 'created',
    });
    expect([first.total, first.num, first.nextStart]).toEqual([3, 2, 3]);
    const beyond = await users('community/users', 'user_riverside', { q: '', start: '10001' });
    expect([beyond.results.length, beyond.nextStart]).toEqual([0, -1]);
    expect((await users('community/users', 'user_riverside', { num: '1000' })).num).toBe(100);
    const byName = await users('community/users', 'user_riverside', {
      q: 'tags:qsuite',
      sortField: 'fullname',
      sortOrder: 'desc',
    });
    expect(byName.results.map((u) => u.username)).toEqual(['qs_dee', 'qs_bob', 'qs_ann']);
    const bads: Record<string, string>[] = [
      { sortField: 'lastlogin' },
      { sortOrder: 'sideways', sortField: 'created' },
      { start: 'x' },
    ];
    for (const bad of bads) {
      expect((await users('portals/self/users/search', 'user_riverside', bad)).error?.code).toBe(400);
    }
  });
});

describe('user search: hostile q', () => {
  it.each(MALFORMED_QUERIES)('refuses %s on both user searches with a 400', async (_label, q, message) => {
    for (const path of ['community/users', 'portals/self/users/search']) {
      const body = await users(path, 'user_riverside', { q });
      expect(body.error?.code).toBe(400);
      expect(body.error?.message).toMatch(message);
    }
  });

  it.each(SQL_LOOKING_TEXT)('searches %j as text, never as SQL', async (q) => {
    const body = await users('community/users', 'user_riverside', { q });
    expect(body.error).toBeUndefined();
    expect(typeof body.total).toBe('number');
  });

  it('keeps working afterwards', async () => {
    expect(await found('admin_riverside', 'tags:qsuite')).toHaveLength(4);
  });
});
