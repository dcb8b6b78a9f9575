import { describe, expect, it } from 'vitest';
import type { QueryFilter } from './HubQuery.ts';
import { toPortalQ } from './toPortalQ.ts';

const NOW = Date.UTC(2024, 2, 31, 12, 0, 0); // 2024-03-31T12:00:00Z
const DAY = 86_400_000;

// Golden strings: each case is [name, filters, the exact q].
const cases: ReadonlyArray<readonly [string, readonly QueryFilter[], string]> = [
  ['no filters', [], ''],
  ['a filter without predicates', [{ predicates: [] }], ''],
  ['one string', [{ predicates: [{ type: 'Web Map' }] }], 'type:"Web Map"'],
  ['one boolean', [{ predicates: [{ isopendata: true }] }], 'isopendata:true'],
  ['false boolean', [{ predicates: [{ protected: false }] }], 'protected:false'],
  ['a one-value list', [{ predicates: [{ tags: ['water'] }] }], 'tags:"water"'],
  ['a list is ORed', [{ predicates: [{ tags: ['water', 'parks'] }] }], '(tags:"water" OR tags:"parks")'],
  ['an empty list is dropped', [{ predicates: [{ tags: [] }] }], ''],
  ['two fields are ANDed', [{ predicates: [{ type: 'CSV', owner: 'ana' }] }], '(type:"CSV" AND owner:"ana")'],
  ['predicates ORed by default', [{ predicates: [{ type: 'CSV' }, { owner: 'ana' }] }], '(type:"CSV" OR owner:"ana")'],
  [
    'predicates ANDed by operation',
    [{ operation: 'AND', predicates: [{ type: 'CSV' }, { owner: 'ana' }] }],
    '(type:"CSV" AND owner:"ana")',
  ],
  [
    'filters are ANDed',
    [{ predicates: [{ type: 'CSV' }] }, { predicates: [{ owner: 'ana' }] }],
    'type:"CSV" AND owner:"ana"',
  ],
  [
    'ORed filters ANDed',
    [
      { operation: 'OR', predicates: [{ type: 'CSV' }, { type: 'PDF' }] },
      { operation: 'OR', predicates: [{ owner: 'ana' }, { owner: 'bo' }] },
    ],
    '(type:"CSV" OR type:"PDF") AND (owner:"ana" OR owner:"bo")',
  ],
  ['any of one value', [{ predicates: [{ tags: { any: 'water' } }] }], 'tags:"water"'],
  ['any as a string list', [{ predicates: [{ tags: { any: ['a', 'b'] } }] }], '(tags:"a" OR tags:"b")'],
  ['all is ANDed', [{ predicates: [{ tags: { all: ['a', 'b'] } }] }], '(tags:"a" AND tags:"b")'],
  ['all of one value', [{ predicates: [{ tags: { all: 'a' } }] }], 'tags:"a"'],
  ['exact is ANDed', [{ predicates: [{ owner: { exact: 'ana' } }] }], 'owner:"ana"'],
  ['not one value', [{ predicates: [{ tags: { not: 'draft' } }] }], '-tags:"draft"'],
  ['not several values', [{ predicates: [{ tags: { not: ['a', 'b'] } }] }], '(-tags:"a" AND -tags:"b")'],
  [
    'any and not together',
    [{ predicates: [{ type: { any: ['CSV', 'PDF'], not: 'Code Attachment' } }] }],
    '((type:"CSV" OR type:"PDF") AND -type:"Code Attachment")',
  ],
  [
    'any, all and not together',
    [{ predicates: [{ tags: { any: ['a', 'b'], all: ['c'], not: ['d'] } }] }],
    '((tags:"a" OR tags:"b") AND tags:"c" AND -tags:"d")',
  ],
  ['empty match options', [{ predicates: [{ tags: {} }] }], ''],
  [
    'a range without type: still a range (issue 13)',
    [{ predicates: [{ created: { from: 1_000, to: 2_000 } }] }] as unknown as QueryFilter[],
    'created:[1000 TO 2000]',
  ],
  [
    'range in epoch ms',
    [{ predicates: [{ created: { type: 'range', from: 1_000, to: 2_000 } }] }],
    'created:[1000 TO 2000]',
  ],
  [
    'range from ISO dates',
    [{ predicates: [{ modified: { type: 'range', from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00Z' } }] }],
    `modified:[${Date.UTC(2024, 0, 1)} TO ${Date.UTC(2024, 0, 2)}]`,
  ],
  [
    'range from numeric strings',
    [{ predicates: [{ created: { type: 'range', from: '5', to: '7' } }] }],
    'created:[5 TO 7]',
  ],
  [
    'relative minutes',
    [{ predicates: [{ modified: { type: 'relative-date', num: 30, unit: 'minutes' } }] }],
    `modified:[${NOW - 30 * 60_000} TO ${NOW}]`,
  ],
  [
    'relative hours',
    [{ predicates: [{ modified: { type: 'relative-date', num: 2, unit: 'hours' } }] }],
    `modified:[${NOW - 2 * 3_600_000} TO ${NOW}]`,
  ],
  [
    'relative days',
    [{ predicates: [{ modified: { type: 'relative-date', num: 7, unit: 'days' } }] }],
    `modified:[${NOW - 7 * DAY} TO ${NOW}]`,
  ],
  [
    'relative weeks',
    [{ predicates: [{ created: { type: 'relative-date', num: 2, unit: 'weeks' } }] }],
    `created:[${NOW - 14 * DAY} TO ${NOW}]`,
  ],
  [
    'relative months run on past a short month, as the reference (31 March less a month is 2 March)',
    [{ predicates: [{ created: { type: 'relative-date', num: 1, unit: 'months' } }] }],
    `created:[${Date.UTC(2024, 2, 2, 12)} TO ${NOW}]`,
  ],
  [
    'relative months across a year',
    [{ predicates: [{ created: { type: 'relative-date', num: 4, unit: 'months' } }] }],
    `created:[${Date.UTC(2023, 11, 1, 12)} TO ${NOW}]`,
  ],
  [
    'relative years',
    [{ predicates: [{ created: { type: 'relative-date', num: 1, unit: 'years' } }] }],
    `created:[${Date.UTC(2023, 2, 31, 12)} TO ${NOW}]`,
  ],
  ['a term is free text', [{ predicates: [{ term: 'water' }] }], 'water'],
  ['a term of several words is grouped', [{ predicates: [{ term: ' water parks ' }] }], '(water parks)'],
  ['a term ANDed with a field', [{ predicates: [{ term: 'water', type: 'CSV' }] }], '(water AND type:"CSV")'],
  ['bbox is a parameter, not q', [{ predicates: [{ bbox: '-1,-1,1,1' }] }], ''],
  [
    'user search parameters are not q',
    [{ predicates: [{ searchUserAccess: 'groupMember', searchUserName: 'ana', type: 'CSV' }] }],
    'type:"CSV"',
  ],
  ['quotes are escaped', [{ predicates: [{ title: 'say "hi"' }] }], 'title:"say \\"hi\\""'],
  ['backslashes are escaped', [{ predicates: [{ title: 'a\\b' }] }], 'title:"a\\\\b"'],
  ['Lucene words stay inside the phrase', [{ predicates: [{ title: 'a OR b' }] }], 'title:"a OR b"'],
  ['group ids', [{ predicates: [{ group: ['0123', '4567'] }] }], '(group:"0123" OR group:"4567")'],
  [
    'a collection scope with an org',
    [
      { predicates: [{ type: ['Web Map', 'Web Scene'] }] },
      { predicates: [{ orgid: 'org1' }] },
      { predicates: [{ access: 'public' }] },
    ],
    '(type:"Web Map" OR type:"Web Scene") AND orgid:"org1" AND access:"public"',
  ],
];

describe('toPortalQ golden strings', () => {
  it.each(cases)('%s', (_name, filters, expected) => {
    expect(toPortalQ(filters, { now: NOW })).toBe(expected);
  });

  it('rejects a range bound that is not a date', () => {
    expect(() =>
      toPortalQ([{ predicates: [{ created: { type: 'range', from: 'yesterday-ish', to: 2 } }] }], { now: NOW }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('refuses half a range without type rather than dropping it', () => {
    expect(() =>
      toPortalQ([{ predicates: [{ created: { from: 1_000 } }] }] as unknown as QueryFilter[], { now: NOW }),
    ).toThrow('A range filter needs both "from" and "to".');
  });
});
