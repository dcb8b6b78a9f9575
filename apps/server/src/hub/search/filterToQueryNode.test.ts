import { parseHubSearchFilter, toHubSearchFilter, toPortalQ, type QueryFilter } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { ITEM_SEARCH } from '../../search/itemSearchTarget.ts';
import { parseQuery } from '../../search/parseQuery.ts';
import { filterToQueryNode } from './filterToQueryNode.ts';

const NOW = Date.UTC(2026, 0, 1);

// The same filters through both translations give the same query tree: one compiler, one meaning.
const filters: ReadonlyArray<readonly [string, readonly QueryFilter[]]> = [
  ['a string', [{ predicates: [{ type: 'Web Map' }] }]],
  ['a list', [{ predicates: [{ tags: ['water', 'parks'] }] }]],
  ['fields ANDed, predicates ORed', [{ predicates: [{ type: 'CSV', owner: 'ana' }, { orgid: 'org1' }] }]],
  [
    'filters ANDed',
    [{ predicates: [{ type: 'CSV' }] }, { operation: 'AND', predicates: [{ access: 'public' }, { owner: 'bo' }] }],
  ],
  ['a date range', [{ predicates: [{ modified: { type: 'range', from: 1000, to: 2000 } }] }]],
  ['a relative date', [{ predicates: [{ created: { type: 'relative-date', num: 2, unit: 'weeks' } }] }]],
  ['a boolean', [{ predicates: [{ protected: true }] }]],
];

describe('filterToQueryNode', () => {
  it.each(filters)('%s means what the portal q means', (_name, query) => {
    const fromFilter = filterToQueryNode(parseHubSearchFilter(toHubSearchFilter(query, { now: NOW })));
    const fromQ = parseQuery(toPortalQ(query, { now: NOW }), ITEM_SEARCH);
    expect(fromFilter).toEqual(fromQ);
  });

  it('turns NOT IN into a negated OR', () => {
    expect(filterToQueryNode(parseHubSearchFilter("tags NOT IN ('a', 'b')"))).toEqual({
      kind: 'not',
      child: {
        kind: 'or',
        children: [
          { kind: 'term', field: 'tags', value: 'a', phrase: true, prefix: false },
          { kind: 'term', field: 'tags', value: 'b', phrase: true, prefix: false },
        ],
      },
    });
  });

  it('reads field names in any case and rejects unknown ones', () => {
    expect(filterToQueryNode(parseHubSearchFilter("typeKeywords='x'"))).toMatchObject({ field: 'typekeywords' });
    expect(filterToQueryNode(parseHubSearchFilter("properties.owner='x'"))).toMatchObject({ field: 'owner' });
    expect(() => filterToQueryNode(parseHubSearchFilter("password='x'"))).toThrow(
      expect.objectContaining({ status: 400, detail: 'Unknown filter field "password".' }),
    );
  });
});
