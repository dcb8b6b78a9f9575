import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import {
  deleteEntity,
  deleteItemsInBulk,
  fetchUserFolders,
  moveItemsInBulk,
  searchOwnContent,
  shareItemsInBulk,
  deleteItemVersion,
  fetchEntity,
  fetchItemVersions,
  itemVersionFileUrl,
  LICENSE_RECORDS,
  licenseInfoOf,
  PortalRequestError,
  restoreItemVersion,
  setItemProtected,
  updateEntity,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Core's content entity (issue 18, ADR 0153) against a listening Plaza: fetched, updated and deleted through the one
// generic entity mechanism, with the item's file never read or rewritten by an edit.
let t: TestApp;
let portal: string;
let token: string;
let options: { portal: string; authentication: ArcGISIdentityManager };

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  token = await signIn(t, 'publisher_riverside');
  const authentication = new ArcGISIdentityManager({
    username: 'publisher_riverside',
    token,
    tokenExpires: new Date(Date.now() + 3_600_000),
    portal,
  });
  options = { portal, authentication };
});
afterAll(async () => {
  await t?.close();
});

async function upload(title: string, csv: string): Promise<string> {
  const form = new FormData();
  form.set('f', 'json');
  form.set('token', token);
  form.set('title', title);
  form.set('type', 'CSV');
  form.set('file', new Blob([csv], { type: 'text/csv' }), `${title}.csv`);
  const res = await fetch(`${portal}/content/users/publisher_riverside/addItem`, { method: 'POST', body: form });
  return ((await res.json()) as { id: string }).id;
}

async function replaceFile(id: string, csv: string, fileName: string): Promise<void> {
  const form = new FormData();
  form.set('f', 'json');
  form.set('token', token);
  form.set('file', new Blob([csv], { type: 'text/csv' }), fileName);
  await fetch(`${portal}/content/users/publisher_riverside/items/${id}/update`, { method: 'POST', body: form });
}

describe('content through core', () => {
  it('fetches an uploaded CSV as content, and updates its licence and summary without touching its file', async () => {
    const csv = 'permit,issued\nP-1,2026-01-02\nP-2,2026-02-03\n';
    const id = await upload('permits-core', csv);
    const content = await fetchEntity('content', id, options);
    expect(content).toMatchObject({
      id,
      type: 'CSV',
      family: 'dataset',
      fileName: 'permits-core.csv',
      size: csv.length,
      license: { kind: 'none' },
      canEdit: true,
      canDelete: true,
    });
    const ccBy = LICENSE_RECORDS.find((record) => record.type === 'CC-BY-4.0')!;
    const licenseInfo = licenseInfoOf({ kind: 'record', record: ccBy }) as string;
    const saved = await updateEntity(
      'content',
      { ...content, licenseInfo, summary: 'Every permit since 2010' },
      options,
    );
    expect(saved).toMatchObject({ summary: 'Every permit since 2010', license: { kind: 'record', record: ccBy } });
    const data = await fetch(`${portal}/content/items/${id}/data?token=${token}`);
    expect(await data.text()).toBe(csv);
    const versions = (await (await fetch(`${portal}/content/items/${id}/versions?f=json&token=${token}`)).json()) as {
      total: number;
    };
    expect(versions.total).toBe(1);

    const cleared = await updateEntity('content', { ...saved, licenseInfo: '' }, options);
    expect(cleared.license).toEqual({ kind: 'none' });
  });

  it('answers "not found" for an item that is another kind, and reads a site as a site only', async () => {
    const search = await fetch(`${portal}/search?f=json&q=${encodeURIComponent('type:"Hub Site Application"')}&num=1`);
    const siteId = ((await search.json()) as { results: { id: string }[] }).results[0]!.id;
    await expect(fetchEntity('content', siteId, options)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });

  it('refuses to delete a protected item with the portal reason, and deletes it once unprotected', async () => {
    const id = await upload('protected-core', 'a\n1\n');
    const item = { id, owner: 'publisher_riverside' };
    await setItemProtected(item, true, options);
    await expect(deleteEntity('content', id, options)).rejects.toThrow(/Delete protection is turned on/);
    expect((await fetchEntity('content', id, options)).protected).toBe(true);
    await setItemProtected(item, false, options);
    await deleteEntity('content', id, options);
    await expect(fetchEntity('content', id, options)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });

  it('lists, downloads, restores and deletes versions through core', async () => {
    const id = await upload('versions-core', 'v\n1\n');
    await replaceFile(id, 'v\n2\n', 'second.csv');
    const item = { id, owner: 'publisher_riverside' };
    const [current, first] = await fetchItemVersions(id, options);
    expect(current).toMatchObject({ fileName: 'second.csv', current: true, author: 'publisher_riverside' });
    expect(first).toMatchObject({ fileName: 'versions-core.csv', current: false });
    expect(await (await fetch(itemVersionFileUrl(portal, id, first!.id, token))).text()).toBe('v\n1\n');
    await restoreItemVersion(item, first!.id, options);
    expect((await fetchEntity('content', id, options)).fileName).toBe('versions-core.csv');
    const after = await fetchItemVersions(id, options);
    expect(after.map((v) => [v.fileName, v.current])).toEqual([
      ['versions-core.csv', true],
      ['second.csv', false],
    ]);
    await deleteItemVersion(item, after[1]!.id, options);
    const gone = await restoreItemVersion(item, after[1]!.id, options).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(PortalRequestError);
    expect(gone).toMatchObject({ code: 'CONT_0030' });
  });

  it('finds the owner’s content (no sites or pages), filters by type, and changes several items at once', async () => {
    const a = await upload(`bulk-core-a`, 'x\n1\n');
    const b = await upload(`bulk-core-b`, 'x\n2\n');
    const page = await searchOwnContent({ owner: 'publisher_riverside', text: 'bulk-core', num: 50 }, options);
    expect(page.items.map((item) => item.id).sort()).toEqual([a, b].sort());
    expect(page.total).toBe(2);
    expect(page.types).toEqual([{ type: 'CSV', count: 2 }]);
    const all = await searchOwnContent({ owner: 'publisher_riverside', num: 100 }, options);
    expect(all.items.some((item) => /Site|Page|Project|Initiative/.test(item.type))).toBe(false);
    expect(
      (await searchOwnContent({ owner: 'publisher_riverside', type: 'PDF', text: 'bulk-core' }, options)).total,
    ).toBe(0);

    const shared = await shareItemsInBulk('publisher_riverside', [a, b], { org: true }, options);
    expect(shared).toEqual([
      { itemId: a, notSharedWith: [] },
      { itemId: b, notSharedWith: [] },
    ]);
    expect((await fetchEntity('content', b, options)).access).toBe('org');
    const created = await fetch(`${portal}/content/users/publisher_riverside/createFolder`, {
      method: 'POST',
      body: new URLSearchParams({ f: 'json', token, title: 'Bulk core folder' }),
    });
    const folderId = ((await created.json()) as { folder: { id: string } }).folder.id;
    expect(await fetchUserFolders('publisher_riverside', options)).toContainEqual({
      id: folderId,
      title: 'Bulk core folder',
    });
    await moveItemsInBulk('publisher_riverside', [a, b], folderId, options);
    await moveItemsInBulk('publisher_riverside', [a, b], null, options);
    await setItemProtected({ id: b, owner: 'publisher_riverside' }, true, options);
    const refused = await deleteItemsInBulk('publisher_riverside', [a, b], options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PortalRequestError);
    expect(refused).toMatchObject({ code: 'CONT_0031', details: [b] });
    await setItemProtected({ id: b, owner: 'publisher_riverside' }, false, options);
    await deleteItemsInBulk('publisher_riverside', [a, b], options);
    await expect(fetchEntity('content', a, options)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });
});
