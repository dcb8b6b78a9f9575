import { describe, expect, it } from 'vitest';
import { getDefaultItemCollections } from './getDefaultItemCollections.ts';
import { ITEM_COLLECTION_TYPES } from './itemCollections.ts';
import { SEARCH_CATEGORIES } from './searchCategories.ts';

describe('search categories and item collections', () => {
  it('has sites (hidden), data, documents, apps and maps', () => {
    expect(SEARCH_CATEGORIES.map((c) => [c.key, c.collection, c.hidden])).toEqual([
      ['sites', 'site', true],
      ['data', 'dataset', false],
      ['documents', 'document', false],
      ['appsAndMaps', 'appAndMap', false],
    ]);
    expect(Object.isFrozen(SEARCH_CATEGORIES[0])).toBe(true);
  });

  it('scopes each default collection to its item types, with fresh objects per call', () => {
    const collections = getDefaultItemCollections();
    expect(collections.map((c) => c.key)).toEqual(['appAndMap', 'dataset', 'document', 'feedback', 'site', 'project']);
    expect(collections[1]?.scope.filters[0]?.predicates[0]?.type).toEqual([...ITEM_COLLECTION_TYPES.dataset]);
    expect(getDefaultItemCollections()[0]).not.toBe(collections[0]);
  });

  it('gives every item type one collection only', () => {
    const all = Object.values(ITEM_COLLECTION_TYPES).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
