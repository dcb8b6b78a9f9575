import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// An editor saves a site's theme, then its layout: the second save reads the item's data back first. A response a
// browser may reuse without asking would bring back the old theme and write it over the new one.
let t: TestApp;
let token = '';
let id = '';
const owner = SEEDED_USERS.riverside.publisher;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, owner);
  const add = await t.app.request(`/sharing/rest/content/users/${owner}/addItem`, {
    method: 'POST',
    headers: bearer(token),
    body: new URLSearchParams({ f: 'json', title: 'Fresh data', type: 'Hub Page', text: JSON.stringify({ v: 1 }) }),
  });
  id = ((await add.json()) as { id: string }).id;
  await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/share`, {
    method: 'POST',
    headers: bearer(token),
    body: new URLSearchParams({ f: 'json', everyone: 'true' }),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('item data of a public item', () => {
  it('may be stored by caches but is revalidated on every use', async () => {
    const res = await t.app.request(`/sharing/rest/content/items/${id}/data`);
    expect(await res.json()).toEqual({ v: 1 });
    const cacheControl = res.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('no-cache');
    expect(cacheControl).not.toMatch(/max-age=[1-9]/);
  });

  it('answers what was written last, right after an update', async () => {
    await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/update`, {
      method: 'POST',
      headers: bearer(token),
      body: new URLSearchParams({ f: 'json', text: JSON.stringify({ v: 2 }) }),
    });
    expect(await (await t.app.request(`/sharing/rest/content/items/${id}/data`)).json()).toEqual({ v: 2 });
  });
});
