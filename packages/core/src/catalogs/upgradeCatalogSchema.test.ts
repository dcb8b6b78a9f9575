import { describe, expect, it } from 'vitest';
import { getCatalogQuery } from './getCatalogQuery.ts';
import { upgradeCatalogSchema } from './upgradeCatalogSchema.ts';

describe('upgradeCatalogSchema', () => {
  it('turns legacy groups into an item scope with the default collections', () => {
    const catalog = upgradeCatalogSchema({ groups: ['g1', 'g2'], orgId: 'org1' });
    expect(catalog.schemaVersion).toBe(1);
    expect(catalog.title).toBe('Default Catalog');
    expect(catalog.scopes.item).toEqual({ targetEntity: 'item', filters: [{ predicates: [{ group: ['g1', 'g2'] }] }] });
    expect(catalog.collections.map((c) => c.key)).toEqual([
      'appAndMap',
      'dataset',
      'document',
      'feedback',
      'site',
      'project',
    ]);
  });

  it('accepts one group as a string (an initiative content group) and keeps a title', () => {
    expect(upgradeCatalogSchema({ groups: 'g1', title: 'Parks' })).toMatchObject({
      title: 'Parks',
      scopes: { item: { filters: [{ predicates: [{ group: ['g1'] }] }] } },
    });
  });

  it('gives an unfiltered item scope without groups, and for nothing at all', () => {
    expect(upgradeCatalogSchema({}).scopes.item?.filters).toEqual([]);
    expect(upgradeCatalogSchema(undefined).scopes.item?.filters).toEqual([]);
  });

  it('returns a validated deep copy of a schema 1 catalog', () => {
    const original = upgradeCatalogSchema({ groups: ['g1'] });
    const copy = upgradeCatalogSchema(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(copy.collections[0]).not.toBe(original.collections[0]);
  });

  it.each([
    [[1, 2], 'Invalid catalog: a catalog must be an object.'],
    [{ groups: [1] }, 'Invalid catalog: groups must be a string or a list of strings.'],
    [{ schemaVersion: 7 }, 'Invalid catalog: unknown catalog schema version 7.'],
  ])('rejects %j', (input, message) => {
    expect(() => upgradeCatalogSchema(input)).toThrow(expect.objectContaining({ code: 'INVALID_CATALOG', message }));
  });

  it('rejects a broken schema 1 catalog', () => {
    expect(() =>
      upgradeCatalogSchema({ schemaVersion: 1, title: 'x', scopes: {}, collections: [{ key: '' }] }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CATALOG' }));
  });
});

describe('getCatalogQuery', () => {
  const catalog = upgradeCatalogSchema({ groups: ['g1'] });

  it('ANDs scope, collection and extra filters', () => {
    const query = getCatalogQuery(catalog, 'item', {
      collection: 'site',
      filters: [{ predicates: [{ term: 'parks' }] }],
    });
    expect(query.filters).toEqual([
      { predicates: [{ group: ['g1'] }] },
      { predicates: [{ type: ['Hub Site Application', 'Site Application'] }] },
      { predicates: [{ term: 'parks' }] },
    ]);
  });

  it('throws for an unknown collection', () => {
    expect(() => getCatalogQuery(catalog, 'item', { collection: 'nope' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLLECTION' }),
    );
  });
});
