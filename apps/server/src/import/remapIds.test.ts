import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';
import { remapIds } from './remapIds.ts';

const OLD = 'db1148fef49a484b9aa11c4351acc176';
const NEW = '0123456789abcdef0123456789abcdef';

describe('remapIds', () => {
  it('replaces ids as values and inside keywords and queries, and odd ids only as whole values', () => {
    const ids = new Map([
      [OLD, NEW],
      ['4bc', 'ffffffffffffffffffffffffffffffff'],
    ]);
    const model = { groups: [OLD], keyword: `ref|initiative|${OLD}`, q: `group:"${OLD}"`, id: '4bc', title: '4bcd' };
    expect(remapIds(model, ids)).toEqual({
      groups: [NEW],
      keyword: `ref|initiative|${NEW}`,
      q: `group:"${NEW}"`,
      id: 'ffffffffffffffffffffffffffffffff',
      title: '4bcd',
    });
    expect(model.groups).toEqual([OLD]);
  });
});

describe('fingerprint', () => {
  it('ignores key order and view counters, and sees a changed title', () => {
    const item = { id: OLD, title: 'A', numViews: 3, tags: ['x'] };
    expect(fingerprint({ item, groups: [] })).toBe(
      fingerprint({ groups: [], item: { tags: ['x'], numViews: 9, title: 'A', id: OLD } }),
    );
    expect(fingerprint({ item })).not.toBe(fingerprint({ item: { ...item, title: 'B' } }));
  });
});
