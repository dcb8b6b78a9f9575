import { describe, expect, it } from 'vitest';
import { GROUP_SEARCH } from './groupSearchTarget.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';
import { readSearchRequest } from './readSearchRequest.ts';
import { nextStartOf, pageWindow } from './searchPage.ts';
import { USER_SEARCH } from './userSearchTarget.ts';

describe('readSearchRequest', () => {
  it("sorts by relevance when q has text, then by the target's default order", () => {
    expect(readSearchRequest({ q: 'parks' }, GROUP_SEARCH).sort).toEqual([
      { field: 'relevance', order: 'desc' },
      { field: 'title', order: 'asc' },
    ]);
    expect(readSearchRequest({}, USER_SEARCH).sort).toEqual([{ field: 'username', order: 'asc' }]);
  });

  it("accepts the target's sort fields with an order each, and nothing else", () => {
    expect(readSearchRequest({ sortField: 'Created,title', sortOrder: 'desc,asc' }, GROUP_SEARCH).sort).toEqual([
      { field: 'created', order: 'desc' },
      { field: 'title', order: 'asc' },
    ]);
    expect(() => readSearchRequest({ sortField: 'username' }, GROUP_SEARCH)).toThrow(QuerySyntaxError);
    expect(() => readSearchRequest({ sortField: 'email' }, USER_SEARCH)).toThrow(/not one of username, fullname/);
  });

  it('clamps num to 100 and start to 1, and refuses what is not a number', () => {
    expect(readSearchRequest({ num: '500', start: '0' }, USER_SEARCH)).toMatchObject({ num: 100, start: 1 });
    expect(() => readSearchRequest({ num: '1e3' }, USER_SEARCH)).toThrow('num must be a whole number');
  });
});

describe('paging', () => {
  it('never reaches past the 10,000th result', () => {
    expect(pageWindow(9_995, 100)).toEqual({ offset: 9_994, limit: 6 });
    expect(pageWindow(10_001, 10)).toEqual({ offset: 10_000, limit: 0 });
    expect(nextStartOf(9_991, 10, 50_000)).toBe(-1);
    expect(nextStartOf(9_981, 10, 50_000)).toBe(9_991);
  });

  it('ends at the last match, and when nothing was asked for', () => {
    expect(nextStartOf(1, 10, 25)).toBe(11);
    expect(nextStartOf(21, 10, 25)).toBe(-1);
    expect(nextStartOf(1, 0, 25)).toBe(-1);
  });
});
