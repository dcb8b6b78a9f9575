import { describe, expect, it } from 'vitest';
import type { QueryFilter } from './HubQuery.ts';
import { parseHubSearchFilter } from './parseHubSearchFilter.ts';
import { toHubSearchFilter } from './toHubSearchFilter.ts';

const NOW = Date.UTC(2024, 2, 31, 12, 0, 0);
const DAY = 86_400_000;

// Golden strings: each case is [name, filters, the exact filter text].
const cases: ReadonlyArray<readonly [string, readonly QueryFilter[], string]> = [
  ['no filters', [], ''],
  ['a filter without predicates', [{ predicates: [] }], ''],
  ['one string', [{ predicates: [{ type: 'Web Map' }] }], "type='Web Map'"],
  ['one boolean', [{ predicates: [{ isopendata: true }] }], 'isopendata=true'],
  ['false boolean', [{ predicates: [{ protected: false }] }], 'protected=false'],
  ['a one-value list is =', [{ predicates: [{ tags: ['water'] }] }], "tags='water'"],
  ['a list is IN', [{ predicates: [{ tags: ['water', 'parks'] }] }], "tags IN ('water', 'parks')"],
  ['an empty list is dropped', [{ predicates: [{ tags: [] }] }], ''],
  ['two fields are ANDed', [{ predicates: [{ type: 'CSV', owner: 'ana' }] }], "(type='CSV' AND owner='ana')"],
  ['predicates ORed by default', [{ predicates: [{ type: 'CSV' }, { owner: 'ana' }] }], "(type='CSV' OR owner='ana')"],
  [
    'predicates ANDed by operation',
    [{ operation: 'AND', predicates: [{ type: 'CSV' }, { owner: 'ana' }] }],
    "(type='CSV' AND owner='ana')",
  ],
  [
    'filters are ANDed',
    [{ predicates: [{ type: 'CSV' }] }, { predicates: [{ owner: 'ana' }] }],
    "type='CSV' AND owner='ana'",
  ],
  [
    'ORed filters ANDed',
    [
      { operation: 'OR', predicates: [{ type: 'CSV' }, { type: 'PDF' }] },
      { operation: 'OR', predicates: [{ owner: 'ana' }, { owner: 'bo' }] },
    ],
    "(type='CSV' OR type='PDF') AND (owner='ana' OR owner='bo')",
  ],
  ['any of one value', [{ predicates: [{ tags: { any: 'water' } }] }], "tags='water'"],
  ['any is IN', [{ predicates: [{ tags: { any: ['a', 'b'] } }] }], "tags IN ('a', 'b')"],
  ['all is ANDed', [{ predicates: [{ tags: { all: ['a', 'b'] } }] }], "(tags='a' AND tags='b')"],
  ['exact is =', [{ predicates: [{ owner: { exact: 'ana' } }] }], "owner='ana'"],
  ['not is NOT IN', [{ predicates: [{ tags: { not: 'draft' } }] }], "tags NOT IN ('draft')"],
  ['not several', [{ predicates: [{ tags: { not: ['a', 'b'] } }] }], "tags NOT IN ('a', 'b')"],
  [
    'any and not together',
    [{ predicates: [{ type: { any: ['CSV', 'PDF'], not: 'Code Attachment' } }] }],
    "(type IN ('CSV', 'PDF') AND type NOT IN ('Code Attachment'))",
  ],
  [
    'any, all and not together',
    [{ predicates: [{ tags: { any: ['a', 'b'], all: ['c'], not: ['d'] } }] }],
    "(tags IN ('a', 'b') AND tags='c' AND tags NOT IN ('d'))",
  ],
  ['empty match options', [{ predicates: [{ tags: {} }] }], ''],
  [
    'a range without type: still a range (issue 13)',
    [{ predicates: [{ created: { from: 1_000, to: 2_000 } }] }] as unknown as QueryFilter[],
    'created BETWEEN 1000 AND 2000',
  ],
  [
    'range is BETWEEN',
    [{ predicates: [{ created: { type: 'range', from: 1_000, to: 2_000 } }] }],
    'created BETWEEN 1000 AND 2000',
  ],
  [
    'range from ISO dates',
    [{ predicates: [{ modified: { type: 'range', from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00Z' } }] }],
    `modified BETWEEN ${Date.UTC(2024, 0, 1)} AND ${Date.UTC(2024, 0, 2)}`,
  ],
  [
    'relative days',
    [{ predicates: [{ modified: { type: 'relative-date', num: 7, unit: 'days' } }] }],
    `modified BETWEEN ${NOW - 7 * DAY} AND ${NOW}`,
  ],
  [
    'relative weeks',
    [{ predicates: [{ modified: { type: 'relative-date', num: 1, unit: 'weeks' } }] }],
    `modified BETWEEN ${NOW - 7 * DAY} AND ${NOW}`,
  ],
  [
    'relative months (31 March less a month runs on to 2 March, as the reference)',
    [{ predicates: [{ created: { type: 'relative-date', num: 1, unit: 'months' } }] }],
    `created BETWEEN ${Date.UTC(2024, 2, 2, 12)} AND ${NOW}`,
  ],
  [
    'relative years',
    [{ predicates: [{ created: { type: 'relative-date', num: 2, unit: 'years' } }] }],
    `created BETWEEN ${Date.UTC(2022, 2, 31, 12)} AND ${NOW}`,
  ],
  ['term becomes q, not filter', [{ predicates: [{ term: 'water' }] }], ''],
  ['term beside a field', [{ predicates: [{ term: 'water', type: 'CSV' }] }], "type='CSV'"],
  ['bbox is a parameter', [{ predicates: [{ bbox: '-1,-1,1,1' }] }], ''],
  ['quotes are doubled', [{ predicates: [{ title: "O'Brien's" }] }], "title='O''Brien''s'"],
  ['keywords stay inside the literal', [{ predicates: [{ title: "a' OR 'b" }] }], "title='a'' OR ''b'"],
  [
    'a collection scope with an org',
    [
      { predicates: [{ type: ['Web Map', 'Web Scene'] }] },
      { predicates: [{ orgid: 'org1' }] },
      { predicates: [{ access: 'public' }] },
    ],
    "type IN ('Web Map', 'Web Scene') AND orgid='org1' AND access='public'",
  ],
  [
    'nested OR inside an AND predicate',
    [{ operation: 'OR', predicates: [{ type: 'CSV', tags: ['a', 'b'] }, { owner: 'ana' }] }],
    "((type='CSV' AND tags IN ('a', 'b')) OR owner='ana')",
  ],
];

describe('toHubSearchFilter golden strings', () => {
  it.each(cases)('%s', (_name, filters, expected) => {
    expect(toHubSearchFilter(filters, { now: NOW })).toBe(expected);
  });

  it.each(cases.filter(([, , text]) => text !== ''))('%s parses back', (_name, filters) => {
    expect(() => parseHubSearchFilter(toHubSearchFilter(filters, { now: NOW }))).not.toThrow();
  });

  it('keeps an injected quote inside one literal', () => {
    const tree = parseHubSearchFilter(toHubSearchFilter([{ predicates: [{ title: "a' OR 'b" }] }], { now: NOW }));
    expect(tree).toEqual({ kind: 'eq', field: 'title', value: "a' OR 'b" });
  });
});
