import { describe, expect, it } from 'vitest';
import { toHubSearchParams } from './toHubSearchParams.ts';

describe('toHubSearchParams golden parameters', () => {
  it('maps term, bbox, filter, sort, limit and start', () => {
    expect(
      toHubSearchParams(
        {
          targetEntity: 'item',
          filters: [
            { operation: 'AND', predicates: [{ term: 'parks' }, { bbox: '-10,-5,10,5' }] },
            { predicates: [{ type: ['CSV', 'PDF'] }] },
          ],
          sortField: 'modified',
          sortOrder: 'desc',
          num: 20,
          start: 21,
        },
        { now: 0, target: 'parks-riverside.localhost:3000' },
      ),
    ).toEqual({
      q: 'parks',
      bbox: '-10,-5,10,5',
      filter: "type IN ('CSV', 'PDF')",
      sortBy: '-properties.modified',
      limit: '20',
      startindex: '21',
      target: 'parks-riverside.localhost:3000',
    });
  });

  it('sorts ascending without a minus, and sends the page whenever it is given (as the reference)', () => {
    expect(
      toHubSearchParams(
        { targetEntity: 'item', filters: [{ predicates: [{ owner: 'ana' }] }], sortField: 'title', num: 0, start: 1 },
        { now: 0 },
      ),
    ).toEqual({ filter: "owner='ana'", sortBy: 'properties.title', limit: '0', startindex: '1' });
    expect(
      toHubSearchParams({ targetEntity: 'item', filters: [{ predicates: [{ owner: 'ana' }] }] }, { now: 0 }),
    ).toEqual({ filter: "owner='ana'" });
  });
});
