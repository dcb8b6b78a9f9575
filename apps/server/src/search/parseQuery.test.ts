import { describe, expect, it } from 'vitest';
import { ITEM_SEARCH } from './itemSearchTarget.ts';
import { parseQuery as parseAny, MAX_QUERY_DEPTH } from './parseQuery.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';

const parseQuery = (q: string) => parseAny(q, ITEM_SEARCH);

const term = (value: string, field?: string, extra: { phrase?: boolean; prefix?: boolean } = {}) => ({
  kind: 'term',
  field,
  value,
  phrase: extra.phrase ?? false,
  prefix: extra.prefix ?? false,
});

function failure(q: string): string {
  try {
    parseQuery(q);
  } catch (error) {
    expect(error).toBeInstanceOf(QuerySyntaxError);
    return (error as Error).message;
  }
  throw new Error(`expected "${q}" to be refused`);
}

describe('parseQuery', () => {
  it('matches everything for an empty query, * and *:*', () => {
    for (const q of ['', '   ', '*', '*:*']) expect(parseQuery(q)).toEqual({ kind: 'all' });
  });

  it('ANDs adjacent terms and keeps phrases, fields and prefixes', () => {
    expect(parseQuery('river title:"park map" tags:wat*')).toEqual({
      kind: 'and',
      children: [term('river'), term('park map', 'title', { phrase: true }), term('wat', 'tags', { prefix: true })],
    });
  });

  it('binds AND tighter than OR, and handles NOT, -, !, && and ||', () => {
    expect(parseQuery('a OR b AND -c')).toEqual({
      kind: 'or',
      children: [term('a'), { kind: 'and', children: [term('b'), { kind: 'not', child: term('c') }] }],
    });
    expect(parseQuery('a && !b || c')).toEqual(parseQuery('a AND NOT b OR c'));
    expect(parseQuery('NOT NOT a')).toEqual(term('a'));
  });

  it('applies a field to a parenthesised group and accepts a space after the colon', () => {
    expect(parseQuery('tags:(water OR parks)')).toEqual({
      kind: 'or',
      children: [term('water', 'tags'), term('parks', 'tags')],
    });
    expect(parseQuery('id: abc AND group: def')).toEqual({
      kind: 'and',
      children: [term('abc', 'id'), term('def', 'group')],
    });
  });

  it('parses inclusive, exclusive and open ranges', () => {
    expect(parseQuery('created:[1000 TO 2000}')).toEqual({
      kind: 'range',
      field: 'created',
      from: '1000',
      to: '2000',
      includeFrom: true,
      includeTo: false,
    });
    expect(parseQuery('modified:[* TO 5]')).toMatchObject({ from: undefined, to: '5' });
  });

  it('treats field names case-insensitively and escaped characters literally', () => {
    expect(parseQuery('TYPE:"Web Map"')).toEqual(term('Web Map', 'type', { phrase: true }));
    expect(parseQuery('a\\:b')).toEqual(term('a:b'));
    expect(parseQuery('back TO school')).toEqual({ kind: 'and', children: [term('back'), term('TO'), term('school')] });
  });

  it.each([
    ['"unterminated', 'Unbalanced quote: the phrase that starts at character 1 is not closed.'],
    ['(a OR b', 'Unbalanced parentheses: the "(" at character 1 is not closed.'],
    ['a OR b)', 'Unbalanced parentheses: the ")" at character 7 has no matching "(".'],
    ['created:[1 TO 2', 'Unbalanced range: the "[" at character 9 is not closed.'],
    ['created:[1 2]', 'A range needs "TO" between its bounds (the range at character 9).'],
    ['a AND', 'Expected a term after "AND" at character 3.'],
    ['a OR', 'Expected a term after "OR" at character 3.'],
    ['()', 'Empty parentheses at character 1.'],
    ['tags:[a TO b]', 'The field "tags" does not support ranges (character 6).'],
  ])('refuses %s with a message that says what and where', (q, message) => {
    expect(failure(q)).toBe(message);
  });

  it('names unknown fields and lists the searchable ones', () => {
    expect(failure('colour:red')).toMatch(/^Unknown field "colour" at character 1\. Searchable fields: title, /);
  });

  it('refuses control and bidirectional formatting characters, and q over 10 KB', () => {
    expect(failure('park\u0000')).toBe(
      'q contains a control or bidirectional formatting character (U+0000) at character 5.',
    );
    expect(failure('\u202Eevil')).toMatch(/U\+202E/);
    expect(failure('a'.repeat(10 * 1024 + 1))).toBe('q is longer than 10240 bytes.');
  });

  it('limits nesting and the number of terms, in linear time on hostile input', () => {
    expect(failure('('.repeat(MAX_QUERY_DEPTH + 1) + 'a' + ')'.repeat(MAX_QUERY_DEPTH + 1))).toMatch(
      /nest more than 32/,
    );
    expect(failure('a '.repeat(300))).toBe('q has more than 256 terms.');
    expect(failure('a('.repeat(3000))).toMatch(/Parentheses nest|not closed/);
    expect(() => parseQuery('!'.repeat(5000))).not.toThrow();
    expect(parseQuery('!'.repeat(4000) + 'a')).toEqual(term('a'));
  });
});
