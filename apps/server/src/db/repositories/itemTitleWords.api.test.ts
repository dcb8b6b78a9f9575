import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemReaders } from '../../access/itemVisibility.ts';
import { ANONYMOUS, type Caller } from '../../auth/caller.ts';
import { resolveCaller } from '../../auth/resolveCaller.ts';
import { executeItemSearch } from '../../portal/search/executeItemSearch.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { ItemAccess } from '../itemTables.ts';
import { deleteItemRow } from './deleteItemRow.ts';
import { insertItem, updateItemRow } from './itemRepository.ts';
import { addItemShares, removeItemShares } from './itemShareRepository.ts';
import { titleWordPage } from './itemTitleWordRepository.ts';

// The ranked title words (ADR 0196): their head, as a caller may read it, is exactly the first results of a one-word
// search by relevance, before and after the writes that change ranks, order or readers.

const WORD = 'zephyr';
const ACCESS: ItemAccess[] = ['public', 'org', 'shared', 'private'];
const OWNERS = ['publisher_riverside', 'user_riverside', 'publisher_hillcrest', 'user_hillcrest'];

let t: TestApp;
let parksGroup: string;
const callers: Record<string, Caller> = { anonymous: ANONYMOUS };

/** Where the word is: in the title (A) or not, and how often elsewhere, so ranks differ and tie. */
function textOf(i: number): { title: string; tags: string[]; snippet: string; description: string } {
  const inTitle = i % 3 !== 2;
  return {
    title: inTitle ? `${i % 4 === 0 ? `${WORD} ${WORD}` : WORD} report ${i}` : `Report ${i}`,
    tags: i % 5 === 0 ? [WORD] : ['other'],
    snippet: i % 2 === 0 ? `About ${WORD} things` : 'About things',
    description: i % 7 === 0 ? `${WORD} ${WORD} ${WORD}` : `Nothing ${i}`,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  parksGroup = (
    await t.db.selectFrom('groups').select('id').where('title', '=', 'Parks Project Team').executeTakeFirstOrThrow()
  ).id;
  const users = await t.db.selectFrom('users').select(['username', 'org_id']).execute();
  for (let i = 0; i < 60; i += 1) {
    const owner = users.find((u) => u.username === OWNERS[i % OWNERS.length])!;
    const id = `7e${i.toString(16).padStart(30, '0')}`;
    await insertItem(t.db, {
      id,
      owner: owner.username,
      org_id: owner.org_id,
      owner_folder: null,
      ...textOf(i),
      type: 'PDF',
      access: ACCESS[i % ACCESS.length]!,
      url: null,
      name: null,
      spatial_reference: null,
      extent_xmin: null,
      extent_ymin: null,
      extent_xmax: null,
      extent_ymax: null,
      thumbnail: null,
      created: 1_000,
      // Pairs share a modified time, so ties fall to the id.
      modified: 5_000 + Math.floor(i / 2),
    });
    if (i % 4 === 2) await addItemShares(t.db, id, [parksGroup], 1);
  }
  for (const username of ['admin_riverside', 'user_riverside', 'user_hillcrest', 'viewer_hillcrest']) {
    const token = await signIn(t, username);
    callers[username] = (await resolveCaller(t.db, token, Date.now(), { referer: undefined, ip: undefined }))!;
  }
  await sql`analyze items`.execute(t.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Every result of the search, exactly counted and ranked over every match. */
async function exactOrder(caller: Caller): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; start !== -1;) {
    const page = await executeItemSearch(t.db, caller, {
      q: WORD,
      num: '7',
      start: String(start),
      exactCounts: 'true',
    });
    expect(page.totalIsApproximate).toBeUndefined();
    ids.push(...page.results.map((r) => r.id));
    start = page.nextStart;
  }
  return ids;
}

/** The same pages when the total is estimated (past 3 matches, from any sample): their first ones from the words. */
async function estimatedOrder(caller: Caller): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; start !== -1;) {
    const page = await executeItemSearch(t.db, caller, { q: WORD, num: '7', start: String(start) }, [], undefined, {
      exactTotalUpTo: 3,
      sampleRows: 1,
    });
    expect(page.totalIsApproximate).toBe(true);
    ids.push(...page.results.map((r) => r.id));
    start = page.nextStart;
  }
  return ids;
}

async function expectHeadIsTheSearch(): Promise<void> {
  for (const [name, caller] of Object.entries(callers)) {
    const exact = await exactOrder(caller);
    const titled = await titleWordPage(t.db, WORD, itemReaders(caller), 0, 1_000);
    const inTitles = await t.db
      .selectFrom('items')
      .select('id')
      .where(sql<boolean>`to_tsvector('english', title) @@ to_tsquery('english', ${WORD})`)
      .where('id', 'in', exact.length > 0 ? exact : ['none'])
      .execute();
    expect(titled.length, name).toBe(inTitles.length);
    expect(titled, name).toEqual(exact.slice(0, titled.length));
    expect(await estimatedOrder(caller), name).toEqual(exact);
  }
}

describe('the ranked title words', () => {
  it('are, as each caller may read them, the head of a one-word search by relevance', async () => {
    expect(Object.keys(callers)).toHaveLength(5);
    await expectHeadIsTheSearch();
  });

  it('follow edits of titles, ranks, modified times, access, shares and deletions', async () => {
    const id = (i: number) => `7e${i.toString(16).padStart(30, '0')}`;
    await updateItemRow(t.db, id(0), { title: 'Renamed report' });
    await updateItemRow(t.db, id(2), { title: `${WORD} moved up`, modified: 9_999 });
    await updateItemRow(t.db, id(5), { description: `${WORD} ${WORD} ${WORD} ${WORD}` });
    await updateItemRow(t.db, id(4), { access: 'private' });
    await updateItemRow(t.db, id(3), { num_views: 5 });
    await addItemShares(t.db, id(7), [parksGroup], 2);
    await removeItemShares(t.db, id(6), [parksGroup]);
    await deleteItemRow(t.db, id(8));
    await expectHeadIsTheSearch();
  });

  it('take any title, quotes and backslashes included', async () => {
    const owner = await t.db
      .selectFrom('users')
      .select(['username', 'org_id'])
      .where('username', '=', 'publisher_riverside')
      .executeTakeFirstOrThrow();
    await insertItem(t.db, {
      id: 'f1'.repeat(16),
      owner: owner.username,
      org_id: owner.org_id,
      owner_folder: null,
      title: String.raw`O'Brien's C:\maps\ it''s \\ a'b`,
      type: 'PDF',
      access: 'public',
      url: null,
      name: null,
      spatial_reference: null,
      extent_xmin: null,
      extent_ymin: null,
      extent_xmax: null,
      extent_ymax: null,
      thumbnail: null,
      created: 1,
      modified: 1,
    });
    const words = await t.db
      .selectFrom('item_title_words')
      .select('lexeme')
      .where('item_id', '=', 'f1'.repeat(16))
      .execute();
    expect(words.length).toBeGreaterThan(0);
  });
});
