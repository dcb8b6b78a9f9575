import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/newId.ts';
import { upsertMember } from '../../db/repositories/groupMemberRepository.ts';
import { insertGroup } from '../../db/repositories/groupRepository.ts';
import { findOrgByUrlKey } from '../../db/repositories/orgRepository.ts';
import type { Access } from '../../db/schema.ts';
import { MALFORMED_QUERIES, searchCall, SQL_LOOKING_TEXT, type SearchBody } from '../../testing/searchCall.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Group search speaks the item search language (ADR 0100): NOT and -field:, ranges, the 400
// envelope on a malformed q, paging and sort rules, and the group visibility rule in every total.
let t: TestApp;
const tokens = new Map<string, string>();

/** Five groups tagged `qsuite`, created at 1001..1005, across both organisations. */
const GROUPS: readonly { title: string; org: string; owner: string; access: Access; tags: string[] }[] = [
  { title: 'Qsuite Alpha Rivers', org: 'riverside', owner: 'publisher', access: 'public', tags: ['qsuite', 'water'] },
  { title: 'Qsuite Beta Parks', org: 'riverside', owner: 'publisher', access: 'org', tags: ['qsuite', 'parks'] },
  { title: 'Qsuite Gamma Secret', org: 'riverside', owner: 'publisher', access: 'private', tags: ['qsuite'] },
  { title: 'Qsuite Delta Hills', org: 'hillcrest', owner: 'publisher', access: 'private', tags: ['qsuite'] },
  { title: 'Qsuite Epsilon Open', org: 'hillcrest', owner: 'publisher', access: 'public', tags: ['qsuite', 'Water'] },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [i, g] of GROUPS.entries()) {
    const org = await findOrgByUrlKey(t.db, g.org);
    const id = newId();
    const owner = `${g.owner}_${g.org}`;
    const created = 1001 + i;
    await insertGroup(t.db, {
      id,
      org_id: org!.id,
      owner,
      title: g.title,
      access: g.access,
      tags: JSON.stringify(g.tags),
      thumbnail: null,
      created,
      modified: created,
    });
    await upsertMember(t.db, { groupId: id, username: owner, memberType: 'owner', joined: created });
    // viewer_riverside belongs to Delta (private, Hillcrest) and Epsilon: memberships others may not all see.
    if (g.org === 'hillcrest') {
      await upsertMember(t.db, { groupId: id, username: 'viewer_riverside', memberType: 'member', joined: created });
    }
  }
  for (const who of [
    'admin_riverside',
    'publisher_riverside',
    'user_riverside',
    'viewer_riverside',
    'admin_hillcrest',
  ]) {
    tokens.set(who, await signIn(t, who));
  }
});
afterAll(async () => {
  await t?.close();
});

function groups(who: string | undefined, params: Record<string, string>): Promise<SearchBody> {
  return searchCall(t, 'community/groups', who ? tokens.get(who) : undefined, { num: '100', ...params });
}

/** The short names (Alpha, Beta, ...) of the results, in order. */
async function names(who: string | undefined, q: string, params: Record<string, string> = {}): Promise<string[]> {
  const body = await groups(who, { q, sortField: 'created', ...params });
  expect(body.error).toBeUndefined();
  expect(body.total).toBe(body.results.length);
  return body.results.map((g) => String(g.title).split(' ')[1]!);
}

describe('group search: the q language', () => {
  it('finds by tag, full text, phrase and prefix', async () => {
    expect(await names('user_riverside', 'tags:qsuite')).toEqual(['Alpha', 'Beta', 'Epsilon']);
    expect(await names('user_riverside', 'tags:qsuite rivers')).toEqual(['Alpha']);
    expect(await names('user_riverside', 'title:"beta parks"')).toEqual(['Beta']);
    expect(await names('user_riverside', 'title:eps* OR title:alp*')).toEqual(['Alpha', 'Epsilon']);
    expect(await names('user_riverside', 'tags:WATER')).toEqual(['Alpha', 'Epsilon']);
  });

  it('excludes with NOT, - and !, also inside parentheses', async () => {
    expect(await names('user_riverside', 'tags:qsuite -access:public')).toEqual(['Beta']);
    expect(await names('user_riverside', 'tags:qsuite NOT tags:water')).toEqual(['Beta']);
    expect(await names('user_riverside', 'tags:qsuite AND !(title:beta OR title:epsilon)')).toEqual(['Alpha']);
    expect(await names('user_riverside', 'tags:qsuite -tags:nothing-has-this')).toEqual(['Alpha', 'Beta', 'Epsilon']);
  });

  it('matches ranges of dates and of text, inclusive and exclusive, open at either end', async () => {
    expect(await names('admin_riverside', 'tags:qsuite created:[1001 TO 1003]')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('admin_riverside', 'tags:qsuite created:{1001 TO 1003}')).toEqual(['Beta']);
    expect(await names('admin_riverside', 'tags:qsuite created:[1004 TO *]')).toEqual(['Epsilon']);
    expect(await names('user_riverside', 'tags:qsuite modified:[* TO 1002}')).toEqual(['Alpha']);
    expect(await names('user_riverside', 'tags:qsuite owner:[publisher_a TO publisher_i]')).toEqual(['Epsilon']);
    expect(await names('user_riverside', 'tags:qsuite -created:[1002 TO 1004]')).toEqual(['Alpha', 'Epsilon']);
  });

  it('reads booleans and ids', async () => {
    expect(await names('user_riverside', 'tags:qsuite isinvitationonly:false protected:false')).toHaveLength(3);
    const beta = (await groups('user_riverside', { q: 'title:beta tags:qsuite' })).results[0]!;
    expect(await names('user_riverside', `id:${String(beta.id)}`)).toEqual(['Beta']);
    expect(await names('user_riverside', `tags:qsuite -id:${String(beta.id)}`)).toEqual(['Alpha', 'Epsilon']);
  });
});

describe('group search: visibility', () => {
  it('shows private groups only to their members and to their org administrators', async () => {
    expect(await names(undefined, 'tags:qsuite')).toEqual(['Alpha', 'Epsilon']);
    expect(await names('user_riverside', 'tags:qsuite')).toEqual(['Alpha', 'Beta', 'Epsilon']);
    expect(await names('publisher_riverside', 'tags:qsuite')).toEqual(['Alpha', 'Beta', 'Gamma', 'Epsilon']);
    expect(await names('admin_riverside', 'tags:qsuite')).toEqual(['Alpha', 'Beta', 'Gamma', 'Epsilon']);
    expect(await names('admin_hillcrest', 'tags:qsuite')).toEqual(['Alpha', 'Delta', 'Epsilon']);
  });

  it('never counts an invisible group, whatever the query says about it', async () => {
    for (const q of [
      'title:gamma',
      'tags:qsuite -title:alpha',
      'NOT title:beta',
      '-tags:qsuite',
      'created:[1003 TO 1004]',
    ]) {
      const body = await groups('user_riverside', { q });
      expect(body.results.map((g) => g.title)).not.toContain('Qsuite Gamma Secret');
      expect(body.results.map((g) => g.title)).not.toContain('Qsuite Delta Hills');
      expect(body.total).toBe(body.results.length);
    }
    expect((await groups('user_riverside', { q: 'created:[1003 TO 1004]' })).total).toBe(0);
  });
});

describe('group search: searchUserAccess=groupMember', () => {
  const member = (who: string | undefined, searchUserName?: string) =>
    names(who, 'tags:qsuite', { searchUserAccess: 'groupMember', ...(searchUserName ? { searchUserName } : {}) });

  it('keeps only the groups of the caller, or of the named user', async () => {
    expect(await member('publisher_riverside')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await member('viewer_riverside')).toEqual(['Delta', 'Epsilon']);
    expect(await member('user_riverside')).toEqual([]);
    expect(await member('admin_riverside', 'Publisher_Riverside')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await member('admin_hillcrest', 'publisher_hillcrest')).toEqual(['Delta', 'Epsilon']);
  });

  it('still hides the named user’s groups the caller may not see', async () => {
    expect(await member('admin_riverside', 'viewer_riverside')).toEqual(['Epsilon']);
  });

  it('tells another user’s memberships only to their org’s administrators', async () => {
    for (const [who, name] of [
      ['user_riverside', 'publisher_riverside'],
      ['admin_riverside', 'publisher_hillcrest'],
      ['admin_riverside', 'nobody_at_all'],
    ] as const) {
      const body = await groups(who, { q: 'tags:qsuite', searchUserAccess: 'groupMember', searchUserName: name });
      expect(body.error?.code).toBe(403);
    }
    const anonymous = await groups(undefined, { q: 'tags:qsuite', searchUserAccess: 'groupMember' });
    expect(anonymous.error?.code).toBe(499);
  });

  it('refuses an unknown searchUserAccess, and searchUserName on its own', async () => {
    const bad = await groups('user_riverside', { q: 'tags:qsuite', searchUserAccess: 'everyone' });
    expect([bad.error?.code, bad.error?.message]).toEqual([
      400,
      'searchUserAccess must be "groupMember", not "everyone".',
    ]);
    const alone = await groups('user_riverside', { q: 'tags:qsuite', searchUserName: 'user_riverside' });
    expect(alone.error?.code).toBe(400);
  });
});

describe('group search: paging and sort', () => {
  it('pages from start with nextStart, at most 100 a page and never past 10,000', async () => {
    const first = await groups('user_riverside', { q: 'tags:qsuite', num: '2', sortField: 'created' });
    expect([first.total, first.start, first.num, first.nextStart]).toEqual([3, 1, 2, 3]);
    const last = await groups('user_riverside', { q: 'tags:qsuite', num: '2', start: '3', sortField: 'created' });
    expect(last.results.map((g) => g.title)).toEqual(['Qsuite Epsilon Open']);
    expect(last.nextStart).toBe(-1);
    expect((await groups('user_riverside', { q: 'tags:qsuite', num: '500' })).num).toBe(100);
    const beyond = await groups('user_riverside', { q: '', start: '10001' });
    expect([beyond.results.length, beyond.nextStart]).toEqual([0, -1]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('sorts by the group sort fields in either order, and refuses any other', async () => {
    expect(await names('user_riverside', 'tags:qsuite', { sortOrder: 'desc' })).toEqual(['Epsilon', 'Beta', 'Alpha']);
    expect(await names('user_riverside', 'tags:qsuite', { sortField: 'title' })).toEqual(['Alpha', 'Beta', 'Epsilon']);
    const bads: Record<string, string>[] = [
      { sortField: 'description' },
      { sortField: 'title', sortOrder: 'up' },
      { num: 'ten' },
    ];
    for (const bad of bads) {
      const body = await groups('user_riverside', { q: 'tags:qsuite', ...bad });
      expect(body.error?.code).toBe(400);
    }
  });
});

describe('group search: hostile q', () => {
  it.each(MALFORMED_QUERIES)('refuses %s with a 400 that says what is wrong', async (_label, q, message) => {
    const body = await groups('user_riverside', { q });
    expect(body.error?.code).toBe(400);
    expect(body.error?.message).toMatch(message);
    expect(body.error?.details).toEqual([body.error?.message]);
  });

  it('names an unknown field and lists the group fields', async () => {
    const body = await groups(undefined, { q: 'numviews:3' });
    expect(body.error?.message).toMatch(/^Unknown field "numviews" at character 1\. Searchable fields: title, /);
    expect(body.error?.message).toContain('isinvitationonly');
  });

  it.each(SQL_LOOKING_TEXT)('searches %j as text, never as SQL', async (q) => {
    const body = await groups('user_riverside', { q });
    expect(body.error).toBeUndefined();
    expect(typeof body.total).toBe('number');
  });

  it('keeps working afterwards, with every group in place', async () => {
    expect(await names('admin_riverside', 'tags:qsuite')).toEqual(['Alpha', 'Beta', 'Gamma', 'Epsilon']);
  });
});
