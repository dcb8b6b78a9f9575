import { describe, expect, it } from 'vitest';
import { getCatalogQuery } from './getCatalogQuery.ts';
import { getDefaultItemCollections } from './getDefaultItemCollections.ts';
import { upgradeCatalogSchema } from './upgradeCatalogSchema.ts';

describe('upgradeCatalogSchema (as the reference; ADR 0198)', () => {
  it('turns legacy groups into the Default Catalog with item and event scopes and no collections', () => {
    const catalog = upgradeCatalogSchema({ groups: ['g1', 'g2'], title: 'Parks' });
    const filters = [{ predicates: [{ group: ['g1', 'g2'] }] }];
    expect(catalog).toEqual({
      schemaVersion: 1,
      title: 'Default Catalog',
      scopes: { item: { targetEntity: 'item', filters }, event: { targetEntity: 'event', filters } },
      collections: [],
    });
  });

  it('accepts one group as a string (an initiative content group)', () => {
    expect(upgradeCatalogSchema({ groups: 'g1' }).scopes.item?.filters).toEqual([{ predicates: [{ group: ['g1'] }] }]);
  });

  it('gives an org home site catalog scopes over its organisation, ignoring its groups', () => {
    const { scopes } = upgradeCatalogSchema({ orgId: 'org1', groups: ['g1'] });
    expect(scopes).toEqual({
      item: {
        targetEntity: 'item',
        filters: [{ operation: 'AND', predicates: [{ orgid: ['org1'] }, { type: { not: ['Code Attachment'] } }] }],
      },
      event: { targetEntity: 'event', filters: [{ operation: 'AND', predicates: [{ orgId: 'org1' }] }] },
      group: { targetEntity: 'group', filters: [{ operation: 'AND', predicates: [{ orgid: 'org1' }] }] },
      user: { targetEntity: 'user', filters: [{ operation: 'AND', predicates: [{ orgid: 'org1' }] }] },
    });
  });

  it.each([[undefined], [null], [[1, 2]], ['text'], [{ schemaVersion: 0 }], [{ groups: [1] }]])(
    'reads %j as a catalog without groups (never throws)',
    (input) => {
      expect(upgradeCatalogSchema(input).scopes.item?.filters).toEqual([]);
    },
  );

  it('returns a deep copy of a schema 1 catalog, and reads a later version as it is', () => {
    const original = upgradeCatalogSchema({ groups: ['g1'] });
    const copy = upgradeCatalogSchema(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    const later = { schemaVersion: 2, title: 'Next', scopes: {}, collections: [], extra: { kept: true } };
    expect(upgradeCatalogSchema(later)).toEqual(later);
  });

  it('reads the hidden flag of a collection from its displayConfig, and an empty label for a null one', () => {
    const scope = { targetEntity: 'item', filters: [] };
    const stored = {
      schemaVersion: 1,
      title: 't',
      scopes: {},
      collections: [{ key: 'dataset', label: null, targetEntity: 'item', scope, displayConfig: { hidden: true } }],
    };
    expect(upgradeCatalogSchema(stored).collections[0]).toMatchObject({
      label: '',
      hidden: true,
      displayConfig: { hidden: true },
    });
  });

  it('rejects a schema 1 catalog without readable scopes', () => {
    expect(() => upgradeCatalogSchema({ schemaVersion: 1, title: 'x', scopes: { item: 'no' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_CATALOG' }),
    );
  });
});

describe('getCatalogQuery', () => {
  const catalog = upgradeCatalogSchema({ groups: ['g1'] });

  it('ANDs scope, collection and extra filters', () => {
    const withSites = { ...catalog, collections: getDefaultItemCollections(['site']) };
    const query = getCatalogQuery(withSites, 'item', {
      collection: 'site',
      filters: [{ predicates: [{ term: 'parks' }] }],
    });
    expect(query.filters).toEqual([
      { predicates: [{ group: ['g1'] }] },
      { predicates: [{ type: ['Hub Site Application', 'Site Application'] }] },
      { predicates: [{ term: 'parks' }] },
    ]);
  });

  it('turns the reference`s $family types into item types', () => {
    const scope = { targetEntity: 'item' as const, filters: [{ predicates: [{ type: { any: ['$site'] } }] }] };
    const withFamilies = {
      ...catalog,
      collections: [{ key: 'sites', label: '', targetEntity: 'item' as const, scope }],
    };
    expect(getCatalogQuery(withFamilies, 'item', { collection: 'sites' }).filters[1]).toEqual({
      predicates: [{ type: { any: ['Hub Site Application', 'Site Application'] } }],
    });
  });

  it('throws for an unknown collection', () => {
    expect(() => getCatalogQuery(catalog, 'item', { collection: 'nope' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLLECTION' }),
    );
  });
});
