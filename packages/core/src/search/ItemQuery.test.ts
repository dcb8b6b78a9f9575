import { describe, expect, it } from 'vitest';
import type { HubQuery } from './HubQuery.ts';
import type { ItemQuery } from './ItemQuery.ts';
import { toPortalQ } from './toPortalQ.ts';

describe('ItemQuery', () => {
  it('is a HubQuery with known fields only', () => {
    const query: ItemQuery = {
      targetEntity: 'item',
      filters: [{ predicates: [{ owner: 'ana', tags: { not: 'x' } }] }],
    };
    const generic: HubQuery = query;
    // @ts-expect-error -- "ownr" is not an item field
    const typo: ItemQuery = { targetEntity: 'item', filters: [{ predicates: [{ ownr: 'ana' }] }] };
    expect(typo.targetEntity).toBe('item');
    expect(toPortalQ(generic.filters, { now: 0 })).toBe('(owner:"ana" AND -tags:"x")');
  });
});
