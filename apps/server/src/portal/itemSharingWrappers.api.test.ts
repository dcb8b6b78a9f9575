import { createItem, getItem } from '@esri/arcgis-rest-portal';
import {
  getCommunitySelf,
  getItemGroups,
  PortalRequestError,
  setItemAccess,
  shareItemWithGroups,
  unshareItemFromGroups,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityOf } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// @plaza/core's item sharing wrappers (used by the workspace) against a listening Plaza.
let t: TestApp;
let portal: string;

async function as(username: string) {
  return { portal, authentication: await identityOf(t, username, portal) };
}

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
});
afterAll(async () => {
  await t?.close();
});

describe('item sharing wrappers', () => {
  it('set access, share with a group, list the groups, unshare — and a viewer may not change access', async () => {
    const publisher = await as('publisher_riverside');
    const item = await createItem({ ...publisher, item: { title: 'Sharing wrappers', type: 'Document' } });
    const ref = { id: item.id, owner: 'publisher_riverside' };
    await expect(getItem(item.id, { portal })).rejects.toThrow();

    await setItemAccess(ref, 'public', publisher);
    expect((await getItem(item.id, { portal })).access).toBe('public');

    const self = await getCommunitySelf(publisher);
    const groupId = self.groups?.[0]?.id;
    expect(groupId).toBeTruthy();
    expect(await shareItemWithGroups(ref, [groupId!], publisher)).toEqual([]);
    expect((await getItemGroups(item.id, publisher)).map((g) => g.id)).toContain(groupId);

    expect(await unshareItemFromGroups(ref, [groupId!], publisher)).toEqual([]);
    expect((await getItemGroups(item.id, publisher)).map((g) => g.id)).not.toContain(groupId);

    await setItemAccess(ref, 'private', publisher);
    await expect(getItem(item.id, { portal })).rejects.toThrow();

    const viewer = await as('viewer_riverside');
    const refused = await setItemAccess(ref, 'public', viewer).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PortalRequestError);
    await expect(getItem(item.id, { portal })).rejects.toThrow();
  });
});
