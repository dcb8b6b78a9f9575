import { describe, expect, it } from 'vitest';
import { toPortalQ } from '../search/toPortalQ.ts';
import {
  getWellKnownCatalog,
  WELL_KNOWN_GROUP_CATALOGS,
  WELL_KNOWN_ITEM_CATALOGS,
  type WellKnownCatalogOptions,
} from './getWellKnownCatalog.ts';

const user = {
  username: 'ana',
  orgId: 'org1',
  favGroupId: 'fav1',
  trustedOrgIds: ['org1', 'org2'],
  communityOrgId: 'c1',
  groups: [
    { id: 'g-own', memberType: 'owner' as const },
    { id: 'g-upd', memberType: 'member' as const, capabilities: ['updateitemcontrol'] },
    { id: 'g-view', memberType: 'member' as const },
  ],
};

const itemQ = (name: string, options: WellKnownCatalogOptions = { user }) =>
  toPortalQ(getWellKnownCatalog(name, options).scopes.item?.filters ?? [], { now: 0 });
const groupQ = (name: string, options: WellKnownCatalogOptions = { user }) =>
  toPortalQ(getWellKnownCatalog(name, options).scopes.group?.filters ?? [], { now: 0 });

describe('getWellKnownCatalog', () => {
  it.each([
    ['myContent', 'owner:"ana"'],
    ['favorites', 'group:"fav1"'],
    ['organization', 'orgid:"org1"'],
    ['partners', 'orgid:"org2"'],
    ['community', 'orgid:"c1"'],
    ['world', '-type:"Code Attachment"'],
  ])('%s scopes items', (name, q) => {
    expect(itemQ(name)).toBe(q);
    expect(getWellKnownCatalog(name, { user }).collections.map((c) => c.key)).toEqual([
      'appAndMap',
      'dataset',
      'document',
      'feedback',
      'site',
      'project',
    ]);
  });

  it.each([
    ['editGroups', '(id:"g-own" OR id:"g-upd")'],
    ['viewGroups', 'id:"g-view"'],
    ['allGroups', '(id:"g-own" OR id:"g-upd" OR id:"g-view")'],
  ])('%s scopes groups', (name, q) => {
    expect(groupQ(name)).toBe(q);
  });

  it('matches nothing, never everything, over an empty set', () => {
    const lonely = { username: 'bo', orgId: 'org1' };
    expect(itemQ('partners', { user: lonely })).toBe('(orgid:"none" AND -orgid:"none")');
    expect(groupQ('allGroups', { user: lonely })).toBe('(id:"none" AND -id:"none")');
  });

  it.each([...WELL_KNOWN_ITEM_CATALOGS.filter((n) => n !== 'world'), ...WELL_KNOWN_GROUP_CATALOGS])(
    '%s needs a user',
    (name) => {
      expect(() => getWellKnownCatalog(name)).toThrow(
        expect.objectContaining({ code: 'CATALOG_USER_REQUIRED', message: `User needed to get ${name} catalog` }),
      );
    },
  );

  it('world needs no user', () => {
    expect(getWellKnownCatalog('world').schemaVersion).toBe(1);
  });

  it('rejects unknown names', () => {
    expect(() => getWellKnownCatalog('everything', { user })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_CATALOG', message: 'Unknown well-known catalog: everything' }),
    );
  });

  it('builds fresh objects each call', () => {
    const first = getWellKnownCatalog('world');
    (first.collections as unknown as unknown[]).length = 0;
    expect(getWellKnownCatalog('world').collections).toHaveLength(6);
  });
});
