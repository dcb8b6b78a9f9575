import { describe, expect, it } from 'vitest';
import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';
import { buildEntityModel } from '../../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../../testing/createFakeItemPortal.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { migrateSiteModel } from './migrations/migrateSiteModel.ts';
import { siteFromModel } from './siteFromModel.ts';
import { siteToModel } from './siteToModel.ts';

const GROUP = '22f49221a9404cc7b3122f488120d513';
const context = { portal: FAKE_PORTAL };

/** A schema-1.7 site as the reference stored it: grants, a content group, a legacy catalog and search categories. */
function storedSite(): ItemModel {
  const model = buildEntityModel('site', { subdomain: 'parks' });
  return migrateSiteModel({
    item: { ...model.item, properties: { schemaVersion: 1.7, contentGroupId: GROUP, teams: ['t1'], isHubHome: true } },
    data: {
      values: {
        subdomain: 'parks',
        capabilities: ['pages'],
        searchCategories: [{ key: 'components.search.category_tabs.data' }],
        isUmbrella: false,
      },
      catalog: { groups: [GROUP] },
      permissions: [{ permission: 'hub:site:edit', collaborationType: 'group', collaborationId: 'g2' }],
      settings: { features: { 'hub:site:feature:follow': true } },
      unknownSetting: { deep: { kept: [1, 2] } },
    },
  });
}

describe('siteFromModel / siteToModel (issue 41, ADR 0199)', () => {
  it('reads the stored grants with the implicit ones, and the fields the reference keeps on the item', () => {
    const site = siteFromModel(storedSite(), context);
    expect(site.permissions).toEqual([
      { permission: 'hub:site:edit', collaborationType: 'group', collaborationId: 'g2' },
      { permission: 'hub:project:create', collaborationType: 'group', collaborationId: GROUP },
      { permission: 'hub:site:delete', collaborationType: 'user', collaborationId: 'ana' },
    ]);
    expect(site).toMatchObject({ legacyTeams: ['t1'], isHubHome: true });
    expect(site.catalog.collections.map((c) => c.key)).toEqual(['dataset']);
  });

  it('writes nothing but the edit over the stored model, unknown members included', () => {
    const stored = storedSite();
    const saved = siteToModel({ ...siteFromModel(stored, context), name: 'Parks and Trails' }, stored);
    expect(saved).toEqual({ ...stored, item: { ...stored.item, title: 'Parks and Trails' } });
  });

  it('saves an edited catalog as catalogV2, keeping the legacy catalog and search categories in step', () => {
    const stored = storedSite();
    const site = siteFromModel(stored, context);
    const catalog = upgradeCatalogSchema({ groups: ['g9'] });
    const collections = site.catalog.collections.map((c) => ({ ...c, label: 'Our data', hidden: true }));
    const saved = siteToModel({ ...site, catalog: { ...catalog, collections } }, stored);
    expect(saved.data.catalogV2).toMatchObject({
      scopes: { item: { filters: [{ predicates: [{ group: ['g9'] }] }] } },
    });
    expect(saved.data.catalog).toEqual({ groups: ['g9'] });
    expect((saved.data.values as { searchCategories: unknown }).searchCategories).toEqual([
      {
        hidden: true,
        key: 'components.search.category_tabs.data',
        queryParams: { collection: 'Dataset' },
        overrideText: 'Our data',
      },
    ]);
    expect(siteFromModel(saved, context).catalog.scopes.item?.filters).toEqual([{ predicates: [{ group: ['g9'] }] }]);
  });

  it('keeps the legacy capabilities in step with the follow and discussions switches', () => {
    const stored = storedSite();
    const site = siteFromModel(stored, context);
    const off = siteToModel({ ...site, features: { ...site.features, 'hub:site:feature:discussions': false } }, stored);
    expect((off.data.values as { capabilities: string[] }).capabilities).toEqual(['pages', 'disableDiscussions']);
  });

  it('writes every field of a new site over an empty model', () => {
    const site = siteFromModel(storedSite(), context);
    const created = siteToModel(site);
    expect(siteFromModel(created, context)).toMatchObject({ subdomain: 'parks', isHubHome: true, legacyTeams: ['t1'] });
    expect(created.item.properties).toMatchObject({ isHubHome: true, teams: ['t1'] });
  });
});
