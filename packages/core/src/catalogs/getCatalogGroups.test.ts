import { describe, expect, it } from 'vitest';
import type { HubCatalog } from './HubCatalog.ts';
import { getCatalogGroups } from './getCatalogGroups.ts';

const catalog = (predicates: HubCatalog['scopes']['item']): HubCatalog => ({
  schemaVersion: 1,
  title: 'Parks',
  collections: [],
  scopes: predicates ? { item: predicates } : {},
});

describe('getCatalogGroups', () => {
  it('reads the group predicates of the item scope, lists and match options alike, once each', () => {
    expect(
      getCatalogGroups(
        catalog({
          targetEntity: 'item',
          filters: [
            { predicates: [{ group: ['g1', 'g2'] }, { group: 'g3' }] },
            { predicates: [{ group: { any: ['g1', 'g4'], not: ['g9'] } }] },
          ],
        }),
      ),
    ).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  it('is empty for an organisation catalog, no item scope, or none at all', () => {
    expect(getCatalogGroups(catalog({ targetEntity: 'item', filters: [{ predicates: [{ orgid: ['o1'] }] }] }))).toEqual(
      [],
    );
    expect(getCatalogGroups(catalog(undefined))).toEqual([]);
    expect(getCatalogGroups(undefined)).toEqual([]);
  });
});
