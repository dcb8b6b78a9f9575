import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../../seed/demoItemId.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 44 item 8: `{portal}/home/item.html` and the other portal home pages core links to go to Plaza's own pages.
let t: TestApp;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  const group = await t.db.selectFrom('groups').select('id').where('access', '=', 'public').executeTakeFirstOrThrow();
  groupId = group.id;
});
afterAll(async () => {
  await t?.close();
});

async function follow(path: string) {
  const res = await t.app.request(path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), type: res.headers.get('content-type') };
}

describe('the portal home pages', () => {
  it('send an item’s page to its family’s route, by what anyone may see', async () => {
    const map = demoItemId('riverside', 'parks-map');
    expect(await follow(`/home/item.html?id=${map}`)).toMatchObject({ status: 302, location: `/maps/${map}` });
    const trees = demoItemId('riverside', 'street-trees');
    expect((await follow(`/home/item.html?id=${trees.toUpperCase()}`)).location).toBe(`/datasets/${trees}`);
    // A private item tells nothing of itself: the generic route, as for an id that does not exist.
    const secret = demoItemId('riverside', 'unreleased-crime-stats');
    expect((await follow(`/home/item.html?id=${secret}`)).location).toBe(`/content/${secret}`);
    const none = '0'.repeat(32);
    expect((await follow(`/home/item.html?id=${none}`)).location).toBe(`/content/${none}`);
  });

  it('send groups, people, the index, content, organisation, search and sign-in to theirs', async () => {
    expect((await follow(`/home/group.html?id=${groupId}`)).location).toBe(`/groups/${groupId}`);
    expect((await follow('/home/user.html?user=publisher_riverside')).location).toBe('/people/publisher_riverside');
    expect((await follow('/home/')).location).toBe('/');
    expect((await follow('/home/index.html')).location).toBe('/');
    expect((await follow('/home/organization.html')).location).toBe('/');
    expect((await follow('/home/content.html')).location).toBe('/workspace');
    expect((await follow('/home/search.html?q=street trees')).location).toBe('/search?q=street+trees');
    expect((await follow('/home/signin.html')).location).toBe('/auth/signin');
  });

  it('answer a missing or malformed id with a 400 page, and leave other files alone', async () => {
    for (const path of [
      '/home/item.html',
      '/home/item.html?id=../../etc',
      '/home/group.html?id=x',
      '/home/user.html',
    ]) {
      const res = await follow(path);
      expect({ path, status: res.status, type: res.type }).toEqual({
        path,
        status: 400,
        type: 'text/html; charset=utf-8',
      });
    }
    expect((await follow('/home/webmap/viewer.html')).status).toBe(404);
  });
});
