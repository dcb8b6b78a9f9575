import { removeItemThumbnail, setItemThumbnailUrl } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startUpstream, type Upstream } from './dataUrl/startUpstream.ts';

// Issue 18's portal gaps over real HTTP: a thumbnail by URL, deleteThumbnail, updateinfo, bulk shareItems (all or
// nothing, naming what was refused) and a user's own profile update — each with the contract's errors.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let t: TestApp;
let portal: string;
let upstream: Upstream;
let publisher: string;
let user: string;
let admin: string;

beforeAll(async () => {
  upstream = await startUpstream((req, res) => {
    if (req.url === '/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>not an image</p>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  t = await createTestApp({ env: { PLAZA_DATA_URL_ALLOW_PRIVATE: '127.0.0.1', PLAZA_DATA_URL_TIMEOUT_MS: '8000' } });
  portal = `${await t.listen()}/sharing/rest`;
  publisher = await signIn(t, 'publisher_riverside');
  user = await signIn(t, 'user_riverside');
  admin = await signIn(t, 'admin_riverside');
});
afterAll(async () => {
  await t?.close();
  await upstream?.close();
});

async function post(path: string, fields: Record<string, string | Blob>, token: string) {
  const form = new FormData();
  form.set('f', 'json');
  form.set('token', token);
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.set(key, value, key === 'file' ? 'notes.xml' : 'x.png');
    else form.set(key, value);
  }
  const res = await fetch(`${portal}${path}`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function item(id: string, token = publisher) {
  return (await (await fetch(`${portal}/content/items/${id}?f=json&token=${token}`)).json()) as Record<string, unknown>;
}

async function addItem(title: string, owner = 'publisher_riverside', token = publisher): Promise<string> {
  const answer = await post(`/content/users/${owner}/addItem`, { title, type: 'Web Map', text: '{}' }, token);
  return answer.id as string;
}

describe('thumbnails by URL and deleteThumbnail', () => {
  it('fetches a thumbnail from its URL, serves it, and deletes it', async () => {
    const id = await addItem('With a fetched thumbnail');
    const updated = await post(
      `/content/users/publisher_riverside/items/${id}/update`,
      { thumbnailUrl: `${upstream.origin}/logo.png` },
      publisher,
    );
    expect(updated).toMatchObject({ success: true });
    expect(await item(id)).toMatchObject({ thumbnail: 'thumbnail/logo.png' });
    const image = await fetch(`${portal}/content/items/${id}/info/thumbnail/logo.png?token=${publisher}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    expect(await post(`/content/users/publisher_riverside/items/${id}/deleteThumbnail`, {}, publisher)).toMatchObject({
      success: true,
    });
    expect((await item(id)).thumbnail ?? null).toBeNull();
    const gone = await fetch(`${portal}/content/items/${id}/info/thumbnail/logo.png?f=json&token=${publisher}`);
    expect(await gone.json()).toMatchObject({ error: { code: 404 } });
  });

  it('refuses a thumbnail URL that is not an image or not http(s), and changes nothing', async () => {
    const id = await addItem('Thumbnail refused');
    const page = await post(
      `/content/users/publisher_riverside/items/${id}/update`,
      { thumbnailUrl: `${upstream.origin}/page.html`, title: 'Changed' },
      publisher,
    );
    expect(page).toMatchObject({ error: { code: 400, message: 'thumbnailUrl did not answer with an image.' } });
    const scheme = await post(
      `/content/users/publisher_riverside/items/${id}/update`,
      { thumbnailUrl: 'javascript:alert(1)' },
      publisher,
    );
    expect(scheme).toMatchObject({ error: { code: 400, message: 'thumbnailUrl must be an http: or https: URL.' } });
    expect(await item(id)).toMatchObject({ title: 'Thumbnail refused' });
  });

  it('does the same through core', async () => {
    const id = await addItem('Thumbnail through core');
    const ref = { id, owner: 'publisher_riverside' };
    await setItemThumbnailUrl(ref, `${upstream.origin}/logo.png`, { portal, authentication: publisher });
    expect(await item(id)).toMatchObject({ thumbnail: 'thumbnail/logo.png' });
    await removeItemThumbnail(ref, { portal, authentication: publisher });
    expect((await item(id)).thumbnail ?? null).toBeNull();
    await expect(
      setItemThumbnailUrl(ref, `${upstream.origin}/page.html`, { portal, authentication: publisher }),
    ).rejects.toThrow('thumbnailUrl did not answer with an image.');
  });

  it('lets only those who may change the item delete its thumbnail', async () => {
    const id = await addItem('Not yours');
    await post(`/content/users/publisher_riverside/items/${id}/share`, { org: 'true' }, publisher);
    const refused = await post(`/content/users/publisher_riverside/items/${id}/deleteThumbnail`, {}, user);
    expect(refused).toMatchObject({ error: { code: 403 } });
  });
});

describe('updateinfo', () => {
  it('stores a file among the info files, in a folder when asked', async () => {
    const id = await addItem('With info');
    const answer = await post(
      `/content/users/publisher_riverside/items/${id}/updateinfo`,
      { file: new Blob(['<notes/>'], { type: 'application/xml' }), folderName: 'docs' },
      publisher,
    );
    expect(answer).toMatchObject({ success: true, path: 'docs/notes.xml' });
    const read = await fetch(`${portal}/content/items/${id}/info/docs/notes.xml?token=${publisher}`);
    expect(await read.text()).toBe('<notes/>');
  });

  it('refuses no file, the thumbnail folder and a folder path', async () => {
    const id = await addItem('Info refused');
    expect(await post(`/content/users/publisher_riverside/items/${id}/updateinfo`, {}, publisher)).toMatchObject({
      error: { code: 400, message: 'updateinfo needs a file.' },
    });
    for (const folderName of ['thumbnail', '../x', 'a/b']) {
      const answer = await post(
        `/content/users/publisher_riverside/items/${id}/updateinfo`,
        { file: new Blob(['x']), folderName },
        publisher,
      );
      expect(answer).toMatchObject({ error: { code: 400 } });
    }
  });
});

describe('shareItems', () => {
  it('shares several items with the org at once, and says per item which groups refused', async () => {
    const ids = [await addItem('Bulk one'), await addItem('Bulk two')];
    const answer = await post(
      '/content/users/publisher_riverside/shareItems',
      { items: ids.join(','), org: 'true', groups: 'f'.repeat(32) },
      publisher,
    );
    expect(answer).toEqual({
      results: ids.map((itemId) => ({ itemId, success: true, notSharedWith: ['f'.repeat(32)] })),
    });
    for (const id of ids) expect((await item(id)).access).toBe('org');
  });

  it('shares nothing when one item is not the caller’s to share, and names it', async () => {
    const mine = await addItem('Mine to share');
    const theirs = await addItem('Admin item', 'admin_riverside', admin);
    await post(`/content/users/admin_riverside/items/${theirs}/share`, { org: 'true' }, admin);
    const answer = await post(
      '/content/users/publisher_riverside/shareItems',
      { items: `${mine},${theirs},${'0'.repeat(32)}`, org: 'true' },
      publisher,
    );
    expect(answer).toMatchObject({ error: { code: 403, messageCode: 'CONT_0031', details: [theirs, '0'.repeat(32)] } });
    expect((await item(mine)).access).toBe('private');
  });

  it('refuses no items, too many, and another user’s path', async () => {
    expect(await post('/content/users/publisher_riverside/shareItems', { org: 'true' }, publisher)).toMatchObject({
      error: { code: 400 },
    });
    const many = Array.from({ length: 101 }, (_, n) => n.toString(16).padStart(32, '0')).join(',');
    expect(await post('/content/users/publisher_riverside/shareItems', { items: many }, publisher)).toMatchObject({
      error: { code: 400 },
    });
    expect(await post('/content/users/admin_riverside/shareItems', { items: 'a'.repeat(32) }, publisher)).toMatchObject(
      { error: { code: 403 } },
    );
  });
});

describe('moveItems and deleteItems', () => {
  it('moves several items into a folder and back to the root', async () => {
    const ids = [await addItem('Move one'), await addItem('Move two')];
    const folder = await post(
      '/content/users/publisher_riverside/createFolder',
      { title: `Bulk ${Date.now()}` },
      publisher,
    );
    const folderId = (folder.folder as { id: string }).id;
    const moved = await post(
      '/content/users/publisher_riverside/moveItems',
      { items: ids.join(','), folder: folderId },
      publisher,
    );
    expect(moved).toEqual({ results: ids.map((itemId) => ({ itemId, success: true })) });
    const listing = (await (
      await fetch(`${portal}/content/users/publisher_riverside/${folderId}?f=json&num=100&token=${publisher}`)
    ).json()) as { items: { id: string }[] };
    expect(listing.items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(
      await post('/content/users/publisher_riverside/moveItems', { items: ids.join(','), folder: '/' }, publisher),
    ).toMatchObject({ results: [{ success: true }, { success: true }] });
    expect(
      await post('/content/users/publisher_riverside/moveItems', { items: ids[0]!, folder: 'f'.repeat(32) }, publisher),
    ).toMatchObject({ error: { code: 400, messageCode: 'CONT_0004' } });
  });

  it('deletes nothing while one item is protected, naming it, then deletes them all', async () => {
    const ids = [await addItem('Delete one'), await addItem('Delete two'), await addItem('Delete protected')];
    await post(`/content/users/publisher_riverside/items/${ids[2]}/protect`, {}, publisher);
    const refused = await post('/content/users/publisher_riverside/deleteItems', { items: ids.join(',') }, publisher);
    expect(refused).toMatchObject({ error: { code: 403, messageCode: 'CONT_0031', details: [ids[2]] } });
    for (const id of ids) expect((await item(id)).id).toBe(id);
    await post(`/content/users/publisher_riverside/items/${ids[2]}/unprotect`, {}, publisher);
    const deleted = await post('/content/users/publisher_riverside/deleteItems', { items: ids.join(',') }, publisher);
    expect(deleted).toEqual({ results: ids.map((itemId) => ({ itemId, success: true })) });
    for (const id of ids) expect(await item(id)).toMatchObject({ error: { code: 404 } });
  });

  it('refuses to move or delete an item the caller does not own', async () => {
    const theirs = await addItem('Admin keeps', 'admin_riverside', admin);
    await post(`/content/users/admin_riverside/items/${theirs}/share`, { org: 'true' }, admin);
    for (const call of ['moveItems', 'deleteItems']) {
      const answer = await post(`/content/users/publisher_riverside/${call}`, { items: theirs }, publisher);
      expect(answer).toMatchObject({ error: { code: 403, details: [theirs] } });
    }
    expect((await item(theirs, admin)).id).toBe(theirs);
  });
});

describe('community/users/{username}/update', () => {
  it('changes the caller’s own profile', async () => {
    const answer = await post(
      '/community/users/user_riverside/update',
      {
        fullName: ' Robin Rivers ',
        description: 'Cycles to work.',
        access: 'org',
        tags: 'cycling,parks',
        culture: 'fr',
      },
      user,
    );
    expect(answer).toEqual({ success: true, username: 'user_riverside' });
    const me = (await (await fetch(`${portal}/community/users/user_riverside?f=json&token=${user}`)).json()) as Record<
      string,
      unknown
    >;
    expect(me).toMatchObject({
      fullName: 'Robin Rivers',
      description: 'Cycles to work.',
      access: 'org',
      tags: ['cycling', 'parks'],
      culture: 'fr',
    });
  });

  it('refuses bad fields, another member’s profile, and answers not-found for an unknown user', async () => {
    const bad: Record<string, string>[] = [{ fullName: '  ' }, { access: 'everyone' }, { culture: '<script>' }];
    for (const fields of bad) {
      expect(await post('/community/users/user_riverside/update', fields, user)).toMatchObject({
        error: { code: 400 },
      });
    }
    expect(await post('/community/users/publisher_riverside/update', { fullName: 'X' }, user)).toMatchObject({
      error: { code: 403 },
    });
    expect(await post('/community/users/nobody_here/update', { fullName: 'X' }, user)).toMatchObject({
      error: { code: 400 },
    });
  });

  it('lets an org administrator change a member’s profile', async () => {
    const answer = await post('/community/users/viewer_riverside/update', { description: 'Reads the data.' }, admin);
    expect(answer).toMatchObject({ success: true });
  });
});
