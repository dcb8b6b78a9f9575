import { describe, expect, it } from 'vitest';
import { catalogScopeMatches } from './catalogScopeMatches.ts';

const item = {
  id: 'i1',
  title: 'Trees',
  type: 'CSV',
  orgId: 'org1',
  groupIds: ['g1'],
  owner: 'casey',
  tags: ['Trees', 'parks'],
};
const scope = (...filters: unknown[]) => ({ scopes: { item: { filters } } });

describe('catalogScopeMatches: is an item in a followed catalog', () => {
  it('meets every filter, each by any of its predicates, each predicate by all its keys', () => {
    expect(catalogScopeMatches(scope({ predicates: [{ orgid: 'org1' }] }), item)).toBe(true);
    expect(catalogScopeMatches(scope({ predicates: [{ orgid: 'org1', tags: ['trees'] }] }), item)).toBe(true);
    expect(catalogScopeMatches(scope({ predicates: [{ orgid: 'org1', tags: ['roads'] }] }), item)).toBe(false);
    expect(catalogScopeMatches(scope({ predicates: [{ group: 'g2' }, { group: ['g1'] }] }), item)).toBe(true);
    expect(
      catalogScopeMatches(scope({ predicates: [{ orgid: 'org1' }] }, { predicates: [{ type: 'PDF' }] }), item),
    ).toBe(false);
    expect(
      catalogScopeMatches(scope({ predicates: [{ tags: { all: ['trees', 'parks'], not: ['roads'] } }] }), item),
    ).toBe(true);
  });

  it('tells nobody about what it cannot evaluate or an empty catalog', () => {
    expect(catalogScopeMatches(scope({ predicates: [{ orgid: 'org1', modified: [0, 1] }] }), item)).toBe(false);
    expect(catalogScopeMatches(scope(), item)).toBe(false);
    expect(catalogScopeMatches(undefined, item)).toBe(false);
    expect(catalogScopeMatches({ groups: ['g1'] }, item)).toBe(true);
  });
});
