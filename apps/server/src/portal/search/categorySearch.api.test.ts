import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSearchTestItems, testItemId } from '../../hub/search/searchTestItems.ts';
import { searchCall } from '../../testing/searchCall.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// `categories` (paths, with their sub-categories) and `categoryFilters` (words of category names)
// on item search (spec 3 §7, ADR 0054), under the visibility rule like every other condition.
let t: TestApp;
let token = '';

/** Items tagged `catsuite`, each with its categories and access. */
const ITEMS: readonly { title: string; categories: string[]; access: 'public' | 'private' }[] = [
  { title: 'Cat Rain', categories: ['/Categories/Water/Storm Drains'], access: 'public' },
  { title: 'Cat Wells', categories: ['/Categories/Water'], access: 'public' },
  { title: 'Cat Trees', categories: ['/Categories/Parks/Trees', '/Categories/Environment'], access: 'public' },
  { title: 'Cat Budget', categories: ['/Categories/Finance'], access: 'public' },
  { title: 'Cat Hidden', categories: ['/Categories/Water'], access: 'private' },
  { title: 'Cat None', categories: [], access: 'public' },
];

beforeAll(async () => {
  t = await createTestApp();
  await insertSearchTestItems(
    t.db,
    ITEMS.map((item, i) => ({
      ...item,
      id: testItemId(0xca7 + i),
      owner: 'publisher_riverside',
      type: 'CSV',
      tags: ['catsuite'],
      created: 1000 + i,
    })),
  );
  token = await signIn(t, 'publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

async function titles(params: Record<string, string>, signedIn = false): Promise<string[]> {
  const body = await searchCall(t, 'search', signedIn ? token : undefined, {
    q: 'tags:catsuite',
    sortField: 'created',
    num: '100',
    ...params,
  });
  expect(body.error).toBeUndefined();
  expect(body.total).toBe(body.results.length);
  return body.results.map((r) => String(r.title));
}

describe('categories', () => {
  it('matches a path and its sub-categories, case-insensitively, any of several', async () => {
    expect(await titles({ categories: '/Categories/Water' })).toEqual(['Cat Rain', 'Cat Wells']);
    expect(await titles({ categories: '/categories/water/storm drains/' })).toEqual(['Cat Rain']);
    expect(await titles({ categories: '/Categories/Finance,/Categories/Parks' })).toEqual(['Cat Trees', 'Cat Budget']);
    expect(await titles({ categories: '/Categories/Wat' })).toEqual([]);
  });
});

describe('categoryFilters', () => {
  it('matches words inside category names below the root, any of up to three', async () => {
    expect(await titles({ categoryFilters: 'water' })).toEqual(['Cat Rain', 'Cat Wells']);
    expect(await titles({ categoryFilters: 'DRAIN' })).toEqual(['Cat Rain']);
    expect(await titles({ categoryFilters: 'trees, finance' })).toEqual(['Cat Trees', 'Cat Budget']);
    expect(await titles({ categoryFilters: 'environ' })).toEqual(['Cat Trees']);
    expect(await titles({ categoryFilters: 'categories' })).toEqual([]);
  });

  it('never counts an item the caller may not read', async () => {
    expect(await titles({ categoryFilters: 'water' }, true)).toEqual(['Cat Rain', 'Cat Wells', 'Cat Hidden']);
    const facets = await searchCall(t, 'search', undefined, {
      q: 'tags:catsuite',
      categoryFilters: 'water',
      countFields: 'categories',
      num: '0',
    });
    expect(facets.total).toBe(2);
  });

  it('treats %, _ and quotes as text, not patterns or SQL', async () => {
    expect(await titles({ categoryFilters: '%' })).toEqual([]);
    expect(await titles({ categoryFilters: "_,' or 1=1 --" })).toEqual([]);
  });

  it('refuses more than three words, a path, and categories with categoryFilters', async () => {
    for (const [params, message] of [
      [{ categoryFilters: 'a,b,c,d' }, 'categoryFilters accepts at most 3 terms.'],
      [{ categoryFilters: 'water/storm' }, 'categoryFilters are words of category names; use categories for a path.'],
      [
        { categoryFilters: 'water', categories: '/Categories/Water' },
        'categories and categoryFilters cannot be used together.',
      ],
    ] as const) {
      const body = await searchCall(t, 'search', undefined, { q: 'tags:catsuite', ...params });
      expect([body.error?.code, body.error?.message]).toEqual([400, message]);
    }
  });
});
