import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../auth/caller.ts';
import { sql, type SqlBool } from 'kysely';
import { compileItemSearch } from './compileItemSearch.ts';
import { readItemSearch } from './readItemSearch.ts';

function counted(params: Record<string, string>) {
  return compileItemSearch(readItemSearch(params), ANONYMOUS).counted;
}

// ADR 0165: which searches take their total and facets from the maintained counts.
describe('compileItemSearch marks what the maintained counts can answer', () => {
  it('no query, or only types joined by OR, in any case and with or without quotes', () => {
    expect(counted({ q: '' })).toMatchObject({
      types: undefined,
      scopes: [{ access: ['public'] }],
      groupIds: [],
      own: undefined,
    });
    expect(counted({ q: '*' })?.types).toBeUndefined();
    expect(counted({ q: 'type:PDF' })?.types).toEqual(['pdf']);
    expect(counted({ q: 'type:PDF OR type:"Web Map"' })?.types).toEqual(['pdf', 'web map']);
    expect(counted({ q: '(type:"Feature Service" OR (type:CSV OR type:PDF))' })?.types).toEqual([
      'feature service',
      'csv',
      'pdf',
    ]);
  });

  it('nothing with words, other fields, prefixes, negations, AND, a filter, an extent or categories', () => {
    for (const q of ['parks', 'tags:parks', 'type:Web*', '-type:PDF', 'type:PDF AND tags:x', 'type:PDF OR parks']) {
      expect(counted({ q })).toBeUndefined();
    }
    expect(counted({ q: '', filter: 'type:PDF' })).toBeUndefined();
    expect(counted({ q: '', bbox: '-10,35,30,60' })).toBeUndefined();
    expect(counted({ q: '', categories: '/categories/water' })).toBeUndefined();
    expect(counted({ q: '', categoryFilters: 'water' })).toBeUndefined();
  });

  it('a scope made of types alone (a hub collection): those types, or those the query also names', () => {
    const scope = [sql<SqlBool>`items.type in ('CSV', 'PDF')`];
    const scoped = (q: string, scopeTypes?: readonly string[]) =>
      compileItemSearch(readItemSearch({ q }), ANONYMOUS, scope, scopeTypes).counted;
    expect(scoped('', ['csv', 'pdf'])?.types).toEqual(['csv', 'pdf']);
    expect(scoped('type:PDF OR type:"Web Map"', ['csv', 'pdf'])?.types).toEqual(['pdf']);
    // No type left, words, or a scope that is not said to be types: counted live.
    expect(scoped('type:"Web Map"', ['csv', 'pdf'])).toBeUndefined();
    expect(scoped('parks', ['csv', 'pdf'])).toBeUndefined();
    expect(scoped('')).toBeUndefined();
  });
});

// ADR 0196: which searches may read their first results from the ranked title words.
describe('compileItemSearch marks one-word searches', () => {
  const titleWord = (params: Record<string, string>, scope: readonly ReturnType<typeof sql<SqlBool>>[] = []) =>
    compileItemSearch(readItemSearch(params), ANONYMOUS, scope).titleWord;

  it('one unfielded word, in any case or quoted, with the caller’s principals', () => {
    expect(titleWord({ q: 'Water' })).toEqual({ word: 'water', readers: ['p'] });
    expect(titleWord({ q: '"water"' })).toEqual({ word: 'water', readers: ['p'] });
    expect(titleWord({ q: 'the water' })).toEqual({ word: 'water', readers: ['p'] });
  });

  it('nothing for more words, fields, prefixes, negations or anything else narrowing the search', () => {
    for (const q of ['water quality', 'title:water', 'wat*', '-water', 'water OR parks', '', 'type:PDF']) {
      expect(titleWord({ q })).toBeUndefined();
    }
    expect(titleWord({ q: 'water', filter: 'type:PDF' })).toBeUndefined();
    expect(titleWord({ q: 'water', bbox: '-10,35,30,60' })).toBeUndefined();
    expect(titleWord({ q: 'water', categories: '/categories/water' })).toBeUndefined();
    expect(titleWord({ q: 'water', categoryFilters: 'water' })).toBeUndefined();
    expect(titleWord({ q: 'water' }, [sql<SqlBool>`items.group_ids @> '{g}'`])).toBeUndefined();
  });
});
