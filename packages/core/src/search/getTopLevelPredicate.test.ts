import { describe, expect, it } from 'vitest';
import { getTopLevelPredicate } from './getTopLevelPredicate.ts';

describe('getTopLevelPredicate', () => {
  it('reads the one predicate, or undefined', () => {
    expect(getTopLevelPredicate('term', [{ predicates: [{ term: 'water' }] }])).toBe('water');
    expect(getTopLevelPredicate('bbox', [{ predicates: [{ term: 'water' }] }])).toBeUndefined();
  });

  it('allows other fields ANDed in the same predicate and AND filters', () => {
    expect(getTopLevelPredicate('term', [{ predicates: [{ term: 'a', type: 'CSV' }] }])).toBe('a');
    expect(getTopLevelPredicate('term', [{ operation: 'AND', predicates: [{ term: 'a' }, { type: 'CSV' }] }])).toBe(
      'a',
    );
    expect(getTopLevelPredicate('searchUserAccess', [{ predicates: [{ searchUserAccess: true }] }])).toBe(true);
  });

  it('allows it on one filter only', () => {
    expect(() =>
      getTopLevelPredicate('bbox', [{ predicates: [{ bbox: '1,2,3,4' }] }, { predicates: [{ bbox: '1,2,3,5' }] }]),
    ).toThrow(
      expect.objectContaining({
        code: 'INVALID_TOP_LEVEL_PREDICATE',
        message: "Only 1 IFilter can have a 'bbox' predicate but 2 were detected",
      }),
    );
  });

  it('allows one predicate only', () => {
    expect(() =>
      getTopLevelPredicate('term', [{ operation: 'AND', predicates: [{ term: 'a' }, { term: 'b' }, { term: 'c' }] }]),
    ).toThrow(expect.objectContaining({ message: "Only 1 'term' predicate is allowed but 3 were detected" }));
  });

  it('cannot be ORed to other predicates', () => {
    expect(() =>
      getTopLevelPredicate('term', [{ operation: 'OR', predicates: [{ term: 'a' }, { type: 'CSV' }] }]),
    ).toThrow(expect.objectContaining({ message: "'term' predicates cannot be OR'd to other predicates" }));
    expect(() => getTopLevelPredicate('term', [{ predicates: [{ term: 'a' }, { type: 'CSV' }] }])).toThrow(
      expect.objectContaining({ message: "'term' predicates cannot be OR'd to other predicates" }),
    );
  });

  it('must be a string or boolean', () => {
    const message =
      "'term' predicate must be a string or boolean primitive. string[] and IMatchOptions are not allowed.";
    expect(() => getTopLevelPredicate('term', [{ predicates: [{ term: ['a'] }] }])).toThrow(
      expect.objectContaining({ message }),
    );
    expect(() => getTopLevelPredicate('term', [{ predicates: [{ term: { any: 'a' } }] }])).toThrow(
      expect.objectContaining({ message }),
    );
  });
});
