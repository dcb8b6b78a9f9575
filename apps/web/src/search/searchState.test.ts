import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, readSearchState, searchParamsOf, toggleFacet, toggleMore } from './searchState.ts';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('search state in the URL', () => {
  it('reads words, collection, facets, order, view and page', () => {
    const state = read('q=street+trees&collection=dataset&tags=parks&tags=trails&type=CSV&sort=title&view=grid&page=3');
    expect(state).toEqual({
      q: 'street trees',
      collection: 'dataset',
      facets: { type: ['CSV'], tags: ['parks', 'trails'], categories: [], owner: [] },
      sort: 'title',
      page: 3,
      view: 'grid',
      more: [],
      updated: '',
      exact: false,
    });
  });

  it('reads the date and map-area filters and the exact flag, and writes them back (issue 13)', () => {
    const state = read('q=trees&updated=month&bbox=-117.5,33.9,-117.3,34.01&exact=1');
    expect(state).toMatchObject({ updated: 'month', area: [-117.5, 33.9, -117.3, 34.01], exact: true });
    expect(searchParamsOf(state).toString()).toBe('q=trees&updated=month&bbox=-117.5%2C33.9%2C-117.3%2C34.01&exact=1');
    for (const bad of ['1,2,3', '10,0,5,1', 'a,b,c,d', '-200,0,10,10', '0,0,10,95']) {
      expect(read(`bbox=${bad}`).area).toBeUndefined();
    }
    expect(read('updated=decade').updated).toBe('');
  });

  it('round-trips through URL parameters, leaving defaults out', () => {
    const query = 'q=trees&collection=dataset&type=CSV&tags=parks&sort=title&view=map&page=2';
    expect(searchParamsOf(read(query)).toString()).toBe(query);
    expect(searchParamsOf(read('')).toString()).toBe('');
    expect(searchParamsOf(read('q=x&sort=relevance')).toString()).toBe('q=x');
  });

  it('falls back to defaults for anything malformed', () => {
    const state = read('sort=random&view=table&page=-4&tags=&tags=%20');
    expect(state).toMatchObject({ sort: 'modified', view: 'list', page: 1 });
    expect(state.facets.tags).toEqual([]);
    expect(read('sort=relevance').sort).toBe('modified');
    expect(read('page=99999999').page).toBe(Math.ceil(10_000 / PAGE_SIZE));
  });

  it('toggles a facet value and goes back to the first page', () => {
    const state = read('tags=parks&page=4');
    const added = toggleFacet(state, 'tags', 'trails');
    expect(added.facets.tags).toEqual(['parks', 'trails']);
    expect(added.page).toBe(1);
    expect(toggleFacet(added, 'tags', 'parks').facets.tags).toEqual(['trails']);
  });

  it('shows more values of a facet on request, kept in the URL, without changing the page (issue 13)', () => {
    const state = read('tags=parks&page=2');
    const more = toggleMore(state, 'tags');
    expect(more.more).toEqual(['tags']);
    expect(more.page).toBe(2);
    expect(searchParamsOf(more).toString()).toBe('tags=parks&page=2&more=tags');
    expect(read('more=tags&more=bogus').more).toEqual(['tags']);
    expect(toggleMore(more, 'tags').more).toEqual([]);
  });
});
