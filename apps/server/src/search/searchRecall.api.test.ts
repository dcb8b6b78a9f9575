import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSearchTestItems, testItemId } from '../hub/search/searchTestItems.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';

// Issue 13 item 6: a word being typed matches as a prefix even where the stemmer changes it, and a misspelled
// search gets a "Did you mean" that only ever names words of items the caller may read.
let t: TestApp;
let ownerToken: string;
const KEYWORD = 'recallFixture';

beforeAll(async () => {
  t = await createTestApp();
  const base = { type: 'CSV', typeKeywords: [KEYWORD], created: Date.UTC(2026, 0, 1) };
  await insertSearchTestItems(t.db, [
    { ...base, id: testItemId(901), owner: 'publisher_riverside', title: 'Bicycle lanes', access: 'public' },
    { ...base, id: testItemId(902), owner: 'publisher_riverside', title: 'Velocipede counts', access: 'public' },
    { ...base, id: testItemId(903), owner: 'publisher_riverside', title: 'Marmosets census', access: 'public' },
    { ...base, id: testItemId(904), owner: 'user_riverside', title: 'Zephyrine reservoir', access: 'private' },
    { ...base, id: testItemId(905), owner: 'user_riverside', title: 'Parcs nationaux', access: 'private' },
  ]);
  const res = await t.app.request('/sharing/rest/generateToken', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      f: 'json',
      username: 'user_riverside',
      password: TEST_PASSWORD,
      client: 'referer',
      referer: 'http://localhost',
    }).toString(),
  });
  ownerToken = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  await t?.close();
});

async function titles(q: string): Promise<string[]> {
  const params = new URLSearchParams({ f: 'json', q: `(${q}) AND typekeywords:${KEYWORD}`, num: '100' });
  const res = await t.app.request(`/sharing/rest/search?${params}`);
  const body = (await res.json()) as { results: { title: string }[] };
  return body.results.map((r) => r.title).sort();
}

async function spelling(q: string, token?: string): Promise<{ status: number; suggestion: unknown }> {
  const res = await t.app.request(
    `/api/search/v1/spelling?${new URLSearchParams({ q })}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  const body = (await res.json()) as { suggestion?: unknown };
  return { status: res.status, suggestion: body.suggestion };
}

describe('prefix matching of the word being typed', () => {
  it('finds a word from its first letters even where the stemmer would change them', async () => {
    // "bicy" stems to "bici", which no stored word starts with.
    expect(await titles('bicy*')).toEqual(['Bicycle lanes']);
    expect(await titles('title:bicy*')).toEqual(['Bicycle lanes']);
    expect(await titles('bicycle la*')).toEqual(['Bicycle lanes']);
  });

  it('still matches whole words through their stems', async () => {
    expect(await titles('lane*')).toEqual(['Bicycle lanes']);
    expect(await titles('velocipedes*')).toEqual(['Velocipede counts']);
  });

  it('keeps the other words of the term required', async () => {
    expect(await titles('marmosets bicy*')).toEqual([]);
  });
});

describe('spelling suggestions', () => {
  it('corrects a misspelled word to the nearest word that finds something', async () => {
    expect(await spelling('bycicle')).toEqual({ status: 200, suggestion: 'bicycle' });
    expect(await spelling('velocipide counts')).toEqual({ status: 200, suggestion: 'velocipede counts' });
  });

  it('compares the word being typed with the starts of stored words', async () => {
    expect((await spelling('marmoz')).suggestion).toBe('marmosets');
  });

  it('suggests nothing when every word finds something, or the search uses query syntax', async () => {
    expect((await spelling('bicycle lanes')).suggestion).toBeNull();
    expect((await spelling('title:bycicle')).suggestion).toBeNull();
    expect((await spelling('"bycicle"')).suggestion).toBeNull();
    expect((await spelling('')).suggestion).toBeNull();
  });

  it('never names a word that only items the caller may not read contain', async () => {
    expect((await spelling('zephyrime')).suggestion).toBeNull();
    expect((await spelling('zephyrime', ownerToken)).suggestion).toBe('zephyrine');
  });

  it('corrects a finished word that finds nothing to the nearest word with visible hits (issue 43 item 9)', async () => {
    // "parcs" stems to "parc", which starts the demo's "parcels": that is no hit of its own.
    expect(await spelling('parcs')).toEqual({ status: 200, suggestion: 'parks' });
    expect(await spelling('parcs data')).toEqual({ status: 200, suggestion: 'parks data' });
    expect(await spelling('city parcs')).toEqual({ status: 200, suggestion: 'city parks' });
    // Words with hits of their own are never "corrected".
    expect((await spelling('parks')).suggestion).toBeNull();
    expect((await spelling('parcels')).suggestion).toBeNull();
    // The word being typed still completes to the start of a stored word when no whole word is near.
    expect((await spelling('marmoz')).suggestion).toBe('marmosets');
  });

  it('counts only visible hits: a word only a private item holds neither blocks nor makes a suggestion', async () => {
    expect((await spelling('parcs')).suggestion).toBe('parks');
    expect((await spelling('parcs', ownerToken)).suggestion).toBeNull();
    // As the catalog searches it ("parcs*"), the word finds nothing an anonymous caller may read, so a suggestion is asked for.
    const res = await t.app.request(`/sharing/rest/search?${new URLSearchParams({ f: 'json', q: 'parcs*' })}`);
    expect(((await res.json()) as { total: number }).total).toBe(0);
  });

  it('refuses an over-long search in the hub error shape', async () => {
    const res = await t.app.request(`/api/search/v1/spelling?q=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { title: 'Bad Request' } });
  });
});
