import { describe, expect, it } from 'vitest';
import { MAX_IN_VALUES, MAX_WHERE_DEPTH, parseDateLiteral, parseWhere } from './parseWhere.ts';
import { MAX_WHERE_BYTES } from './tokenizeWhere.ts';
import { WhereSyntaxError } from './WhereSyntaxError.ts';

const field = (name: string, pos: number) => ({ kind: 'field', name, pos });

describe('parseWhere', () => {
  it('reads comparisons joined by AND, OR and NOT with AND binding tighter', () => {
    expect(parseWhere("a = 1 OR b <> 'x' AND NOT c >= 2.5")).toEqual({
      kind: 'or',
      left: { kind: 'compare', op: '=', left: field('a', 1), right: { kind: 'number', value: 1 } },
      right: {
        kind: 'and',
        left: { kind: 'compare', op: '<>', left: field('b', 10), right: { kind: 'string', value: 'x' } },
        right: {
          kind: 'not',
          node: { kind: 'compare', op: '>=', left: field('c', 27), right: { kind: 'number', value: 2.5 } },
        },
      },
    });
  });

  it('reads IN, BETWEEN, LIKE with ESCAPE, IS [NOT] NULL, their NOT forms, quoted names and doubled quotes', () => {
    expect(parseWhere("species IN ('Oak', 'O''Brien')")).toMatchObject({
      kind: 'in',
      values: [
        { kind: 'string', value: 'Oak' },
        { kind: 'string', value: "O'Brien" },
      ],
    });
    expect(parseWhere('dbh NOT BETWEEN -1 AND 1e3')).toMatchObject({
      kind: 'not',
      node: { kind: 'between', low: { value: -1 }, high: { value: 1000 } },
    });
    expect(parseWhere("name LIKE 'a!%%' ESCAPE '!'")).toMatchObject({ kind: 'like', pattern: 'a!%%', escape: '!' });
    expect(parseWhere('"Common Name" IS NOT NULL')).toMatchObject({
      kind: 'not',
      node: { kind: 'isNull', operand: { kind: 'field', name: 'Common Name' } },
    });
    expect(parseWhere("UPPER(name) = 'OAK'")).toMatchObject({
      left: { kind: 'case', fn: 'upper', operand: { kind: 'field', name: 'name' } },
    });
    expect(parseWhere('a != 1')).toMatchObject({ op: '<>' });
  });

  it('reads DATE and TIMESTAMP literals as UTC milliseconds and refuses impossible dates', () => {
    expect(parseWhere("planted >= DATE '2024-02-29'")).toMatchObject({
      right: { kind: 'date', value: Date.UTC(2024, 1, 29) },
    });
    expect(parseDateLiteral('2024-05-01 12:30:15.5', 1)).toBe(Date.UTC(2024, 4, 1, 12, 30, 15, 500));
    expect(() => parseWhere("planted >= DATE '2023-02-29'")).toThrow('is not a date');
    expect(() => parseWhere('planted >= DATE 2023')).toThrow('Expected a quoted date after DATE at character 17.');
  });

  it('reads parenthesised operands, as metric filters write numbers ("(DBH) >= 20", spec 1 §5)', () => {
    expect(parseWhere('(DBH) >= 20 AND (DBH) <= (40)')).toEqual({
      kind: 'and',
      left: { kind: 'compare', op: '>=', left: field('DBH', 2), right: { kind: 'number', value: 20 } },
      right: { kind: 'compare', op: '<=', left: field('DBH', 18), right: { kind: 'number', value: 40 } },
    });
    // A parenthesised comparison is still a sub-expression.
    expect(parseWhere('(a = 1) OR (b = 2)')).toMatchObject({ kind: 'or' });
    expect(() => parseWhere('(a) AND b = 1')).toThrow(WhereSyntaxError);
    expect(() => parseWhere(`${'('.repeat(MAX_WHERE_DEPTH + 1)}a${')'.repeat(MAX_WHERE_DEPTH + 1)} = 1`)).toThrow(
      WhereSyntaxError,
    );
  });

  it('treats an empty clause and 1=1 as no filter', () => {
    expect(parseWhere('')).toBeUndefined();
    expect(parseWhere('  1=1 ')).toBeUndefined();
    expect(parseWhere('1=2')).toMatchObject({ kind: 'compare' });
  });

  it('refuses malformed clauses with the position, never guessing', () => {
    const cases: [string, string][] = [
      ['a =', 'Expected a value at the end.'],
      ['a 1', 'Expected a comparison (=, <>, <, >, IN, BETWEEN, LIKE, IS NULL) at character 3.'],
      ["a = 'x", 'An unterminated string at character 5.'],
      ['a = 1; drop table items', 'Unexpected character ";" (U+003B) at character 6.'],
      ['a = 1 -- comment', 'Unexpected character "-" (U+002D) at character 7.'],
      ['(a = 1', 'Expected ")" at the end.'],
      ['a LIKE b', 'Expected a quoted pattern after LIKE at character 8.'],
      ["a LIKE 'x' ESCAPE 'ab'", 'Expected one quoted character after ESCAPE at character 19.'],
      ['AND = 1', 'Expected a field or a value at character 1.'],
      ['a IN ()', 'Expected a value at character 7.'],
      ['a = 1 a = 2', 'Expected AND, OR or the end at character 7.'],
    ];
    for (const [where, message] of cases) {
      expect(() => parseWhere(where), where).toThrow(new WhereSyntaxError(message));
    }
  });

  it('refuses a clause over the size, depth or IN-list limits', () => {
    expect(() => parseWhere(`a = '${'x'.repeat(MAX_WHERE_BYTES)}'`)).toThrow(WhereSyntaxError);
    expect(() => parseWhere(`${'('.repeat(MAX_WHERE_DEPTH + 1)}a = 1${')'.repeat(MAX_WHERE_DEPTH + 1)}`)).toThrow(
      'nests deeper',
    );
    expect(() => parseWhere(`${'NOT '.repeat(MAX_WHERE_DEPTH + 1)}a = 1`)).toThrow('nests deeper');
    const many = Array.from({ length: MAX_IN_VALUES + 1 }, (_, i) => i).join(',');
    expect(() => parseWhere(`a IN (${many})`)).toThrow(`more than ${MAX_IN_VALUES} values`);
  });
});
