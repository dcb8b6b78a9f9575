import { describe, expect, it } from 'vitest';
import { parseHubSearchFilter } from './parseHubSearchFilter.ts';

describe('parseHubSearchFilter', () => {
  it('binds AND tighter than OR', () => {
    expect(parseHubSearchFilter("a='1' OR b='2' AND c=3")).toEqual({
      kind: 'or',
      children: [
        { kind: 'eq', field: 'a', value: '1' },
        {
          kind: 'and',
          children: [
            { kind: 'eq', field: 'b', value: '2' },
            { kind: 'eq', field: 'c', value: 3 },
          ],
        },
      ],
    });
  });

  it('reads IN, NOT IN, BETWEEN and booleans, keywords in any case', () => {
    expect(
      parseHubSearchFilter("(type in ('A', 'B') and tags NOT IN ('x')) or created between 1 and 2 OR f=TRUE"),
    ).toEqual({
      kind: 'or',
      children: [
        {
          kind: 'and',
          children: [
            { kind: 'in', field: 'type', values: ['A', 'B'], negated: false },
            { kind: 'in', field: 'tags', values: ['x'], negated: true },
          ],
        },
        { kind: 'between', field: 'created', from: 1, to: 2 },
        { kind: 'eq', field: 'f', value: true },
      ],
    });
  });

  it.each([
    ["type='a", 'Invalid filter: unterminated string at 5.'],
    ["type='a' AND", 'Invalid filter: expected a field name at the end.'],
    ["type 'a'", 'Invalid filter: expected =, IN, NOT IN or BETWEEN at 5.'],
    ["type='a')", 'Invalid filter: unexpected at 8.'],
    ["type='a'; drop table items", "Invalid filter: unexpected character ';' at 8."],
    ['created BETWEEN 1 OR 2', 'Invalid filter: expected AND at 18.'],
    ["type IN ('a' 'b')", "Invalid filter: expected ')' at 13."],
    ['type=', 'Invalid filter: expected a value at the end.'],
  ])('rejects %s', (text, message) => {
    expect(() => parseHubSearchFilter(text)).toThrow(expect.objectContaining({ code: 'INVALID_FILTER', message }));
  });

  it('rejects deep nesting and long text', () => {
    expect(() => parseHubSearchFilter(`${'('.repeat(40)}a=1${')'.repeat(40)}`)).toThrow(
      expect.objectContaining({ code: 'INVALID_FILTER' }),
    );
    expect(() => parseHubSearchFilter(`a='${'x'.repeat(11_000)}'`)).toThrow(
      expect.objectContaining({ code: 'INVALID_FILTER' }),
    );
  });
});
