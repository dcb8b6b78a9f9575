import { describe, expect, it } from 'vitest';
import { contentQueryOf, pageRange, refusedTitles } from './yourContentQuery.ts';

describe('your content query', () => {
  it('turns choices into the portal query', () => {
    expect(contentQueryOf('ana', { text: ' trees ', type: 'CSV', sort: 'title', page: 2 })).toEqual({
      owner: 'ana',
      text: 'trees',
      type: 'CSV',
      sortField: 'title',
      sortOrder: 'asc',
      start: 21,
      num: 20,
    });
    expect(contentQueryOf('ana', { text: '', type: '', sort: 'newest', page: 0 })).toEqual({
      owner: 'ana',
      sortField: 'modified',
      sortOrder: 'desc',
      start: 1,
      num: 20,
    });
  });

  it('says which rows a page shows', () => {
    expect(pageRange(1, 0)).toBeUndefined();
    expect(pageRange(1, 5)).toEqual({ first: 1, last: 5, pages: 1 });
    expect(pageRange(3, 45)).toEqual({ first: 41, last: 45, pages: 3 });
  });

  it('names refused items by title', () => {
    expect(refusedTitles(['a', 'z'], [{ id: 'a', title: 'Trees' }])).toEqual(['Trees', 'z']);
  });
});
