import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Caller } from '../../auth/caller.ts';
import { resolveCaller } from '../../auth/resolveCaller.ts';
import type { ItemAccess } from '../../db/itemTables.ts';
import { writeItemFile } from '../../db/repositories/itemFileRepository.ts';
import { insertItem } from '../../db/repositories/itemRepository.ts';
import { addItemShares } from '../../db/repositories/itemShareRepository.ts';
import { upsertMember } from '../../db/repositories/groupMemberRepository.ts';
import { foldItemFacetDeltas } from '../../db/repositories/itemFacetCountRepository.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { removeDemoContent } from '../../seed/removeDemoContent.ts';
import { executeItemSearch, type ItemSearchResponse } from './executeItemSearch.ts';

// The visibility oracle (issue 4): random items, every kind of caller; what search returns, counts
// and totals must equal what a plain re-statement of PORTAL-API.md "Visibility" computes, and
// invisible items must answer exactly like missing ones.

const ITEM_COUNT = 520;
const TAGS = ['alpha', 'beta', 'gamma', 'delta'];
const TYPES = ['Web Map', 'Feature Service', 'PDF', 'Hub Site Application'];
const ACCESS: ItemAccess[] = ['private', 'shared', 'org', 'public'];

interface SeededItem {
  id: string;
  owner: string;
  orgId: string;
  access: ItemAccess;
  groups: string[];
  type: string;
  tags: string[];
}

interface OracleUser {
  username: string;
  orgId: string;
  admin: boolean;
  groups: Set<string>;
}

/** A seeded pseudo-random generator (mulberry32), so every run sees the same items. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
/** Every item in the database (the demo seed's and ours), as the oracle sees it. */
const items: SeededItem[] = [];
/** The items this suite generated (a tenth of them with files). */
const generated: SeededItem[] = [];
const users: OracleUser[] = [];

function visibleTo(user: OracleUser | undefined, item: SeededItem): boolean {
  if (item.access === 'public') return true;
  if (!user) return false;
  if (item.owner === user.username) return true;
  if (user.admin && item.orgId === user.orgId) return true;
  if (item.access === 'org' && item.orgId === user.orgId) return true;
  return item.groups.some((g) => user.groups.has(g));
}

beforeAll(async () => {
  t = await createTestApp();
  // This suite owns the whole item table (exact totals over every item): without the demo catalog.
  await removeDemoContent(t.db);
  const next = random(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const groups = await t.db.selectFrom('groups').select(['id', 'title']).execute();
  const parks = groups.find((g) => g.title === 'Parks Project Team')!;
  // A member from another organisation.
  await upsertMember(t.db, { groupId: parks.id, username: 'user_hillcrest', memberType: 'member', joined: 1 });
  const rows = await t.db.selectFrom('users').select(['username', 'org_id', 'role']).execute();
  const members = await t.db.selectFrom('group_members').select(['group_id', 'username']).execute();
  for (const row of rows) {
    users.push({
      username: row.username,
      orgId: row.org_id,
      admin: row.role === 'org_admin',
      groups: new Set(members.filter((m) => m.username === row.username).map((m) => m.group_id)),
    });
  }
  for (let i = 0; i < ITEM_COUNT; i += 1) {
    const owner = pick(rows);
    const access = pick(ACCESS);
    const shareCount =
      access === 'private' ? 0 : access === 'shared' ? 1 + Math.floor(next() * 2) : Math.floor(next() * 2);
    const shares = [...new Set(Array.from({ length: shareCount }, () => pick(groups).id))];
    const item: SeededItem = {
      id: (i + 1).toString(16).padStart(32, '0'),
      owner: owner.username,
      orgId: owner.org_id,
      access,
      groups: shares,
      type: pick(TYPES),
      tags: [...new Set([pick(TAGS), pick(TAGS)])],
    };
    generated.push(item);
    await insertItem(t.db, {
      id: item.id,
      owner: item.owner,
      org_id: item.orgId,
      owner_folder: null,
      title: `Item ${i} ${item.tags.join(' ')}`,
      type: item.type,
      tags: item.tags,
      access: item.access,
      thumbnail: i % 10 === 0 ? 'thumbnail/t.png' : null,
      url: null,
      name: null,
      spatial_reference: null,
      extent_xmin: null,
      extent_ymin: null,
      extent_xmax: null,
      extent_ymax: null,
      created: 1_000 + i,
      modified: 2_000 + i,
    });
    await addItemShares(t.db, item.id, item.groups, 1);
    if (i % 10 === 0) {
      const file = { itemId: item.id, now: 1 };
      await writeItemFile(t.db, { ...file, role: 'data', path: '', contentType: 'application/json' }, [
        Buffer.from('{"secret":1}'),
      ]);
      await writeItemFile(t.db, { ...file, role: 'resource', path: 'r.json', contentType: 'application/json' }, [
        Buffer.from('{}'),
      ]);
      await writeItemFile(t.db, { ...file, role: 'info', path: 'thumbnail/t.png', contentType: 'image/png' }, [
        Buffer.from('png'),
      ]);
    }
  }
  // The oracle covers every row, including whatever the demo seed created.
  const all = await t.db.selectFrom('items').select(['id', 'owner', 'org_id', 'access', 'type', 'tags_lc']).execute();
  const shares = await t.db.selectFrom('item_groups').select(['item_id', 'group_id']).execute();
  for (const row of all) {
    items.push({
      id: row.id,
      owner: row.owner,
      orgId: row.org_id,
      access: row.access,
      type: row.type,
      tags: [...new Set(row.tags_lc)],
      groups: shares.filter((s) => s.item_id === row.id).map((s) => s.group_id),
    });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const CALLERS = [
  'anonymous',
  'admin_riverside',
  'publisher_riverside',
  'user_riverside',
  'viewer_riverside',
  'admin_hillcrest',
  'publisher_hillcrest',
  'user_hillcrest',
  'viewer_hillcrest',
] as const;

interface SearchPage {
  total: number;
  nextStart: number;
  results: { id: string }[];
  aggregations?: { counts: { fieldName: string; fieldValues: { value: string; count: number }[] }[] };
}

async function headersOf(caller: string): Promise<Record<string, string>> {
  return caller === 'anonymous' ? {} : bearer(await signIn(t, caller));
}

async function searchAll(headers: Record<string, string>, q: string): Promise<{ ids: string[]; first: SearchPage }> {
  const ids: string[] = [];
  let first: SearchPage | undefined;
  for (let start = 1; start !== -1;) {
    const url = `/sharing/rest/search?f=json&num=100&start=${start}&sortField=title&q=${encodeURIComponent(q)}&countFields=type,tags,access&countSize=200`;
    const page = (await (await t.app.request(url, { headers })).json()) as SearchPage;
    first ??= page;
    ids.push(...page.results.map((r) => r.id));
    start = page.nextStart;
  }
  return { ids, first: first! };
}

function countsOf(list: SeededItem[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = { type: {}, tags: {}, access: {} };
  for (const item of list) {
    counts.type![item.type] = (counts.type![item.type] ?? 0) + 1;
    counts.access![item.access] = (counts.access![item.access] ?? 0) + 1;
    for (const tag of item.tags) counts.tags![tag] = (counts.tags![tag] ?? 0) + 1;
  }
  return counts;
}

// No query and types only are counted from the maintained facet counts (ADR 0165), the others live.
const QUERIES = ['', 'tags:alpha OR type:PDF', 'type:pdf', 'type:PDF OR type:"Web Map"'];

function matchesQuery(item: SeededItem, q: string): boolean {
  if (q === '') return true;
  if (q.startsWith('tags')) return item.tags.includes('alpha') || item.type === 'PDF';
  if (q === 'type:pdf') return item.type === 'PDF';
  return item.type === 'PDF' || item.type === 'Web Map';
}

async function expectOracle(caller: string, q: string): Promise<void> {
  const user = users.find((u) => u.username === caller);
  const expected = items.filter((i) => visibleTo(user, i) && matchesQuery(i, q));
  const { ids, first } = await searchAll(await headersOf(caller), q);
  expect(first.total).toBe(expected.length);
  expect([...ids].sort()).toEqual(expected.map((i) => i.id).sort());
  const got: Record<string, Record<string, number>> = {};
  for (const c of first.aggregations?.counts ?? [])
    got[c.fieldName] = Object.fromEntries(c.fieldValues.map((v) => [v.value, v.count]));
  expect(got).toEqual(countsOf(expected));
}

describe('the visibility oracle', () => {
  it('seeds enough of every kind', () => {
    expect(generated.length).toBeGreaterThanOrEqual(500);
    expect(items.length).toBeGreaterThanOrEqual(generated.length);
    for (const access of ACCESS) expect(generated.filter((i) => i.access === access).length).toBeGreaterThan(50);
    expect(users.find((u) => u.username === 'user_hillcrest')!.groups.size).toBeGreaterThan(0);
  });

  it.each(CALLERS)('search as %s: ids over all pages, total and every count equal the oracle', async (caller) => {
    // The items were just written: their facet counts are still deltas, added by readers.
    for (const q of QUERIES) await expectOracle(caller, q);
  });

  it('still equals it once the deltas are folded into the maintained counts', async () => {
    expect(await foldItemFacetDeltas(t.db)).toBeGreaterThan(0);
    expect(await t.db.selectFrom('item_facet_deltas').select('field').execute()).toEqual([]);
    for (const caller of ['anonymous', 'admin_riverside', 'user_hillcrest', 'viewer_hillcrest']) {
      for (const q of QUERIES) await expectOracle(caller, q);
    }
  });

  it.each(CALLERS)('as %s, invisible items answer exactly like missing ones', async (caller) => {
    const user = users.find((u) => u.username === caller);
    const headers = await headersOf(caller);
    const missing = 'f'.repeat(32);
    const withFiles = generated.filter((i, n) => n % 10 === 0);
    const hidden = withFiles.filter((i) => !visibleTo(user, i)).slice(0, 5);
    const shown = withFiles.filter((i) => visibleTo(user, i)).slice(0, 2);
    const paths = ['', '/data', '/resources', '/resources/r.json', '/info/thumbnail/t.png'];
    for (const path of paths) {
      const answer = async (id: string) => {
        const res = await t.app.request(`/sharing/rest/content/items/${id}${path}?f=json`, { headers });
        return { status: res.status, body: await res.text() };
      };
      const notFound = await answer(missing);
      expect(notFound.body).toContain('"code":404');
      for (const item of hidden) expect(await answer(item.id)).toEqual(notFound);
      for (const item of shown) expect((await answer(item.id)).body).not.toContain('"code":404');
    }
  });

  it('group content search shows only what the caller may read of the group', async () => {
    const parks = (
      await t.db.selectFrom('groups').select('id').where('title', '=', 'Parks Project Team').executeTakeFirstOrThrow()
    ).id;
    for (const caller of ['anonymous', 'user_hillcrest', 'viewer_hillcrest'] as const) {
      const user = users.find((u) => u.username === caller);
      const res = await t.app.request(`/sharing/rest/content/groups/${parks}/search?f=json&num=100&q=`, {
        headers: await headersOf(caller),
      });
      const body = (await res.json()) as SearchPage;
      const expected = items.filter((i) => i.groups.includes(parks) && visibleTo(user, i));
      expect(body.total).toBe(expected.length);
    }
  });
});

describe('the visibility oracle, with estimated totals and sampled counts (ADR 0195, 0196)', () => {
  // Past 10 matches the totals and counts are estimated from a sample of about a quarter of the catalog: whatever
  // they miss, they may only ever count what the caller may read. Pages stay exact: every id over all pages, in the
  // same order as when every match is counted (the first of a one-word search by relevance from the title words).
  const tuning = { exactTotalUpTo: 10, sampleRows: 150 };
  const WORD_QUERIES = ['item', 'alpha', 'tags:alpha OR type:PDF'];

  beforeAll(async () => {
    // The planner's row count, which sizes the sample (the server's upkeep or autovacuum keeps it).
    await sql`analyze items`.execute(t.db);
  });

  async function callerOf(name: string): Promise<Caller> {
    if (name === 'anonymous') return ANONYMOUS;
    const token = await signIn(t, name);
    return (await resolveCaller(t.db, token, Date.now(), { referer: undefined, ip: undefined }))!;
  }

  async function allPages(
    caller: Caller,
    params: Record<string, string>,
  ): Promise<{ ids: string[]; first: ItemSearchResponse }> {
    const ids: string[] = [];
    let first: ItemSearchResponse | undefined;
    for (let start = 1; start !== -1;) {
      const page = await executeItemSearch(
        t.db,
        caller,
        { ...params, num: '50', start: String(start), countFields: 'type,tags,access', countSize: '200' },
        [],
        undefined,
        tuning,
      );
      first ??= page;
      ids.push(...page.results.map((r) => r.id));
      start = page.nextStart;
    }
    return { ids, first: first! };
  }

  it.each(CALLERS)('as %s: pages exact, estimates only of readable items', async (name) => {
    const caller = await callerOf(name);
    const user = users.find((u) => u.username === name);
    for (const q of WORD_QUERIES) {
      const matching = new Set(
        (
          await sql<{
            id: string;
          }>`select id from items where ${q === 'item' || q === 'alpha' ? sql`search_vector @@ to_tsquery('english', ${q})` : sql`tags_lc @> '{alpha}' or type = 'PDF'`}`.execute(
            t.db,
          )
        ).rows.map((r) => r.id),
      );
      const expected = items.filter((i) => visibleTo(user, i) && matching.has(i.id));
      const estimated = await allPages(caller, { q });
      expect([...estimated.ids].sort(), q).toEqual(expected.map((i) => i.id).sort());
      const exact = await allPages(caller, { q, exactCounts: 'true' });
      expect(estimated.ids, q).toEqual(exact.ids);
      expect(exact.first.total).toBe(expected.length);
      const { first } = estimated;
      if (expected.length <= tuning.exactTotalUpTo) {
        expect(first.totalIsApproximate).toBeUndefined();
        expect(first.total).toBe(expected.length);
        continue;
      }
      expect(first.totalIsApproximate, q).toBe(true);
      expect(first.total).toBeGreaterThan(tuning.exactTotalUpTo);
      const sampleSize = first.aggregations?.sampleSize ?? -1;
      expect(sampleSize).toBeGreaterThanOrEqual(0);
      expect(sampleSize).toBeLessThanOrEqual(expected.length);
      const readable = countsOf(expected);
      for (const facet of first.aggregations?.counts ?? []) {
        for (const { value, count } of facet.fieldValues) {
          expect(readable[facet.fieldName]?.[value], `${q} ${facet.fieldName}=${value}`).toBeGreaterThan(0);
          expect(count).toBeGreaterThan(0);
        }
      }
      const sampledAccess = first.aggregations?.counts.find((c) => c.fieldName === 'access')?.fieldValues ?? [];
      if (sampleSize > 0) expect(sampledAccess.length).toBeGreaterThan(0);
    }
  });
});
