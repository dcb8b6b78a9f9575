import {
  SearchQueryBuilder,
  addItemResource,
  createFolder,
  createItem,
  getItem,
  getItemData,
  getItemResources,
  moveItem,
  protectItem,
  removeItem,
  removeItemResource,
  searchGroupContent,
  searchItems,
  setItemAccess,
  shareItemWithGroup,
  unprotectItem,
  unshareItemWithGroup,
  updateItem,
} from '@esri/arcgis-rest-portal';
import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { removeDemoContent } from '../../seed/removeDemoContent.ts';

// The published @esri/arcgis-rest-portal 4.10.2, unmodified, against a listening server.
let t: TestApp;
let portal: string;
let publisher: ArcGISIdentityManager;
let parksGroupId: string;

async function session(username: string): Promise<ArcGISIdentityManager> {
  const token = await signIn(t, username);
  return new ArcGISIdentityManager({ username, token, portal, tokenExpires: new Date(Date.now() + 3_600_000) });
}

beforeAll(async () => {
  t = await createTestApp();
  // This suite owns the whole item table (exact totals over every item): without the demo catalog.
  await removeDemoContent(t.db);
  portal = `${await t.listen()}/sharing/rest`;
  publisher = await session('publisher_riverside');
  const group = await t.db
    .selectFrom('groups')
    .select('id')
    .where('title', '=', 'Parks Project Team')
    .executeTakeFirstOrThrow();
  parksGroupId = group.id;
});
afterAll(async () => {
  await t?.close();
});

async function newItem(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await createItem({ item: { title, type: 'Web Map', ...extra }, authentication: publisher });
  return created.id;
}

describe('items through @esri/arcgis-rest-portal', () => {
  it('creates an item with data, reads it back with itemControl, and reads its data', async () => {
    const data = { operationalLayers: [{ id: 'parks' }], version: '2.30' };
    const created = await createItem({
      item: {
        title: 'Riverside parks',
        type: 'Web Map',
        tags: ['parks', 'green'],
        snippet: 'Parks.',
        extent: [
          [-1, 50],
          [1, 52],
        ],
      },
      text: JSON.stringify(data),
      authentication: publisher,
    });
    expect(created.success).toBe(true);
    const item = await getItem(created.id, { authentication: publisher, portal });
    expect(item).toMatchObject({
      id: created.id,
      owner: 'publisher_riverside',
      title: 'Riverside parks',
      tags: ['parks', 'green'],
      access: 'private',
      itemControl: 'admin',
      ownerFolder: null,
      extent: [
        [-1, 50],
        [1, 52],
      ],
    });
    expect(await getItemData(created.id, { authentication: publisher, portal })).toEqual(data);
  });

  it('updates fields and clears emptied ones only with clearEmptyFields', async () => {
    const id = await newItem('To edit', { description: 'A long description', snippet: 'Short' });
    await updateItem({ item: { id, description: '', snippet: 'Shorter' }, authentication: publisher });
    expect(await getItem(id, { authentication: publisher, portal })).toMatchObject({
      description: 'A long description',
      snippet: 'Shorter',
    });
    await updateItem({ item: { id, description: '' }, params: { clearEmptyFields: true }, authentication: publisher });
    expect((await getItem(id, { authentication: publisher, portal })).description).toBe('');
  });

  it('adds, lists, reads and removes resources', async () => {
    const id = await newItem('With resources');
    await addItemResource({
      id,
      name: 'config.json',
      prefix: 'settings',
      content: '{"a":1}',
      authentication: publisher,
    });
    const listed = await getItemResources(id, { authentication: publisher, portal });
    expect(listed).toMatchObject({
      total: 1,
      resources: [{ resource: 'settings/config.json', size: 7, access: 'inherit' }],
    });
    const res = await fetch(`${portal}/content/items/${id}/resources/settings/config.json?token=${publisher.token}`);
    expect(await res.text()).toBe('{"a":1}');
    await removeItemResource({ id, resource: 'settings/config.json', authentication: publisher });
    expect((await getItemResources(id, { authentication: publisher, portal })).total).toBe(0);
  });

  it('creates a folder and moves an item into it and back', async () => {
    const id = await newItem('To move');
    const { folder } = await createFolder({ title: 'Drafts', authentication: publisher });
    await moveItem({ itemId: id, folderId: folder.id, authentication: publisher });
    expect((await getItem(id, { authentication: publisher, portal })).ownerFolder).toBe(folder.id);
    await moveItem({ itemId: id, folderId: '/', authentication: publisher });
    expect((await getItem(id, { authentication: publisher, portal })).ownerFolder).toBeNull();
  });

  it('shares with and unshares from a group; group content search follows', async () => {
    const id = await newItem('Shared map');
    const shared = await shareItemWithGroup({ id, groupId: parksGroupId, authentication: publisher });
    expect(shared.notSharedWith).toEqual([]);
    expect((await getItem(id, { authentication: publisher, portal })).access).toBe('shared');
    const member = await session('user_riverside');
    const inGroup = await searchGroupContent({ groupId: parksGroupId, q: 'shared', authentication: member, portal });
    expect(inGroup.results.map((r) => r.id)).toContain(id);
    expect(inGroup.results.find((r) => r.id === id)?.itemControl).toBe('update');
    await unshareItemWithGroup({ id, groupId: parksGroupId, authentication: publisher });
    expect((await getItem(id, { authentication: publisher, portal })).access).toBe('private');
    await expect(getItem(id, { authentication: member, portal })).rejects.toMatchObject({ code: 'CONT_0001' });
  });

  it('sets access: public items are readable anonymously, private ones are not found', async () => {
    const id = await newItem('Public map');
    await setItemAccess({ id, access: 'public', authentication: publisher });
    expect((await getItem(id, { portal })).access).toBe('public');
    await setItemAccess({ id, access: 'private', authentication: publisher });
    await expect(getItem(id, { portal })).rejects.toMatchObject({ code: 'CONT_0001' });
  });

  it('refuses to delete a protected item, then deletes it once unprotected', async () => {
    const id = await newItem('Protected map');
    await protectItem({ id, authentication: publisher });
    await expect(removeItem({ id, authentication: publisher })).rejects.toMatchObject({ code: 'CONT_0016' });
    await unprotectItem({ id, authentication: publisher });
    expect((await removeItem({ id, authentication: publisher })).success).toBe(true);
    await expect(getItem(id, { authentication: publisher, portal })).rejects.toMatchObject({ code: 'CONT_0001' });
  });

  it('searches with SearchQueryBuilder: fields, phrases, AND/OR/NOT and ranges', async () => {
    const before = Date.now() - 1;
    const a = await newItem('Harbour walking trails', { tags: ['trails', 'harbour'], type: 'Feature Service' });
    const b = await newItem('Harbour bus stops', { tags: ['transit', 'harbour'] });
    const c = await newItem('Hilltop walking trails', { tags: ['trails'] });
    // Only these three items matter (the demo seed has its own parks and trails).
    const search = async (q: SearchQueryBuilder) =>
      (await searchItems({ q, num: 100, authentication: publisher, portal })).results
        .map((r) => r.id)
        .filter((id) => [a, b, c].includes(id))
        .sort();
    const harbour = new SearchQueryBuilder().match('harbour').in('tags');
    expect(await search(harbour)).toEqual([a, b].sort());
    expect(await search(new SearchQueryBuilder().match('walking trails').in('title'))).toEqual([a, c].sort());
    const both = new SearchQueryBuilder().match('harbour').in('tags').and().match('trails').in('tags');
    expect(await search(both)).toEqual([a]);
    const either = new SearchQueryBuilder().match('transit').in('tags').or().match('Feature Service').in('type');
    expect(await search(either)).toEqual([a, b].sort());
    const notTransit = new SearchQueryBuilder().match('harbour').in('tags').not().match('transit').in('tags');
    expect(await search(notTransit)).toEqual([a]);
    const recent = new SearchQueryBuilder()
      .from(String(before))
      .to(String(Date.now() + 1))
      .in('created')
      .and()
      .match('trails')
      .in('tags');
    expect(await search(recent)).toEqual([a, c].sort());
  });

  it('pages with nextStart and counts with countFields', async () => {
    const page = await searchItems({
      q: 'owner:publisher_riverside',
      num: 2,
      countFields: 'type,tags',
      countSize: 200,
      authentication: publisher,
      portal,
    });
    expect(page.results).toHaveLength(2);
    expect(page.nextStart).toBe(3);
    const counts = (
      page as unknown as { aggregations: { counts: { fieldName: string; fieldValues: { count: number }[] }[] } }
    ).aggregations.counts;
    expect(counts.map((c) => c.fieldName)).toEqual(['type', 'tags']);
    expect(counts[0]!.fieldValues.reduce((n, v) => n + v.count, 0)).toBe(page.total);
  });
});
