import { getItem, getItemData, getItemResources, getSelf, searchGroups, searchItems } from '@esri/arcgis-rest-portal';
import { ApiKeyManager } from '@esri/arcgis-rest-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReplayQuery, ReplayQueryError } from './replayQuery.ts';
import { startReplayPortal, type ReplayPortal } from './startReplayPortal.ts';

// The replay portal is test equipment, but the import and connector tests lean on it speaking the contract the
// published clients expect: these checks use @esri/arcgis-rest-portal itself against it.
describe('the replay portal', () => {
  let replay: ReplayPortal;
  beforeAll(async () => {
    replay = await startReplayPortal();
  });
  afterAll(() => replay.close());

  it('answers portals/self of the recorded ArcGIS Online org and of the Enterprise portal', async () => {
    const cloud = await getSelf({ portal: replay.portalUrl });
    expect(cloud).toMatchObject({ id: 'LjjARY1mkhxulWPq', urlKey: 'dc', isPortal: false });
    const enterprise = await getSelf({ portal: replay.enterprisePortalUrl });
    expect(enterprise).toMatchObject({ isPortal: true, portalMode: 'singletenant' });
    expect(enterprise.urlKey).toBeUndefined();
  });

  it('finds items by type, keyword, owner and group, and hides org items from anonymous callers', async () => {
    const sites = await searchItems({ portal: replay.portalUrl, q: 'type:"Hub Site Application"', num: 100 });
    expect(sites.results.map((r) => r.id).sort()).toEqual([
      '00c77674e43cf4bbd9ecad5189b3f1fdc',
      'ad5bace94384467b8712309ae8b68bfd',
      'db1148fef49a484b9aa11c4351acc176',
    ]);
    const bySubdomain = await searchItems({
      portal: replay.portalUrl,
      q: 'typekeywords:"hubsubdomain|314-march-update"',
    });
    expect(bySubdomain.results.map((r) => r.id)).toEqual(['ad5bace94384467b8712309ae8b68bfd']);
    const shared = await searchItems({ portal: replay.portalUrl, q: 'group:22f49221a9404cc7b3122f488120d513' });
    expect(shared.results.map((r) => r.id)).toEqual(['8d37647291dd42deab032cfb1b57509c']);
    const authentication = ApiKeyManager.fromKey({ key: 'replay-admin-token', portal: replay.portalUrl });
    const all = await searchItems({ portal: replay.portalUrl, q: 'orgid:LjjARY1mkhxulWPq', num: 100, authentication });
    expect(all.total).toBe(13);
    const anonymous = await searchItems({ portal: replay.portalUrl, q: 'orgid:LjjARY1mkhxulWPq', num: 100 });
    expect(anonymous.total).toBe(9);
    await expect(getItem('9a2fea7edecc47eb9818b4f5a220ee71', { portal: replay.portalUrl })).rejects.toThrow(
      /Item does not exist or is inaccessible/,
    );
    expect((await getItem('9a2fea7edecc47eb9818b4f5a220ee71', { portal: replay.portalUrl, authentication })).type).toBe(
      'Feature Service',
    );
  });

  it("matches a typed word's prefix (`PDF*`) and counts `countFields` over every match, as Plaza's catalog asks", async () => {
    const q = 'group:"22f49221a9404cc7b3122f488120d513" AND PDF* AND -type:"Code Attachment"';
    const found = await searchItems({ portal: replay.portalUrl, q, num: 1, params: { countFields: 'type,tags' } });
    expect(found.results.map((r) => r.title)).toEqual(['PDF Item']);
    const counts = (found as { aggregations?: { counts: { fieldName: string }[] } }).aggregations?.counts;
    expect(counts?.map((c) => c.fieldName)).toEqual(['type', 'tags']);
    expect(counts?.[0]).toEqual({ fieldName: 'type', fieldValues: [{ value: 'PDF', count: 1 }] });
    // A prefix matches the start of a word, not its middle; without `*` a word still matches within.
    expect((await searchItems({ portal: replay.portalUrl, q: 'DF*' })).total).toBe(0);
    expect((await searchItems({ portal: replay.portalUrl, q: 'type:PD*' })).results.map((r) => r.title)).toEqual([
      'PDF Item',
    ]);
    const all = await searchItems({
      portal: replay.portalUrl,
      q: 'orgid:LjjARY1mkhxulWPq',
      num: 1,
      params: { countFields: 'access', countSize: 5 },
    });
    const access = (all as { aggregations?: { counts: { fieldValues: { count: number }[] }[] } }).aggregations
      ?.counts[0];
    expect(access?.fieldValues.reduce((sum, v) => sum + v.count, 0)).toBe(all.total);
  });

  it('serves item data and resources, and groups to their members', async () => {
    const data = (await getItemData('db1148fef49a484b9aa11c4351acc176', { portal: replay.portalUrl })) as {
      values: { groups: string[] };
    };
    expect(data.values.groups).toEqual(['22f49221a9404cc7b3122f488120d513']);
    const resources = await getItemResources('db1148fef49a484b9aa11c4351acc176', { portal: replay.portalUrl });
    expect((resources.resources ?? []).map((r: { resource: string }) => r.resource)).toEqual([
      'image/banner.jpg',
      'image/logo.jpg',
      'text/desc.txt',
    ]);
    const anonymousGroups = await searchGroups({ portal: replay.portalUrl, q: 'orgid:LjjARY1mkhxulWPq', num: 100 });
    const authentication = ApiKeyManager.fromKey({ key: 'replay-admin-token', portal: replay.portalUrl });
    const memberGroups = await searchGroups({
      portal: replay.portalUrl,
      q: 'orgid:LjjARY1mkhxulWPq',
      num: 100,
      authentication,
    });
    expect(anonymousGroups.total).toBe(3);
    expect(memberGroups.total).toBe(4);
  });

  it('answers an unknown token with 498 and a bad query with 400, in the portal envelope', async () => {
    const bad = await fetch(`${replay.portalUrl}/portals/self?f=json&token=nope`).then((r) => r.json());
    expect(bad).toEqual({ error: { code: 498, messageCode: 'GWM_0003', message: 'Invalid token.', details: [] } });
    const query = await fetch(`${replay.portalUrl}/search?f=json&q=${encodeURIComponent('(type:x')}`).then((r) =>
      r.json(),
    );
    expect(query.error.code).toBe(400);
    expect(() => parseReplayQuery('title:"open')).toThrow(ReplayQueryError);
  });
});
