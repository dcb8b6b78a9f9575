import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { LayerField } from '../../db/LayerField.ts';
import { compileWhere } from './compileWhere.ts';
import { parseWhere } from './parseWhere.ts';

// Compiles without a connection: only the SQL text and its parameters are inspected (the API tests run them).
const db = new Kysely<Record<string, never>>({
  dialect: new PostgresDialect({ pool: () => Promise.reject(new Error('no database in unit tests')) }),
});

const FIELDS: readonly LayerField[] = [
  { name: 'OBJECTID', alias: 'OBJECTID', type: 'esriFieldTypeOID', column: 'objectid' },
  { name: 'Species', alias: 'Species', type: 'esriFieldTypeString', column: 'c0' },
  { name: 'DBH', alias: 'Diameter', type: 'esriFieldTypeDouble', column: 'c1' },
  { name: 'Planted', alias: 'Planted', type: 'esriFieldTypeDate', column: 'c2' },
];

function compiled(where: string) {
  return compileWhere(parseWhere(where)!, FIELDS).compile(db);
}

describe('compileWhere', () => {
  it('resolves fields case-insensitively to their columns and binds every value', () => {
    expect(compiled("species = 'Oak' AND dbh > 10")).toMatchObject({
      sql: '("c0" = $1 and "c1" > $2)',
      parameters: ['Oak', 10],
    });
  });

  it('coerces literals to the field type: numeric text, dates as epoch milliseconds', () => {
    expect(compiled("dbh = '12.5'").parameters).toEqual([12.5]);
    expect(compiled("planted BETWEEN DATE '2020-01-01' AND '2020-12-31'")).toMatchObject({
      sql: '"c2" between $1 and $2',
      parameters: [Date.UTC(2020, 0, 1), Date.UTC(2020, 11, 31)],
    });
    expect(compiled('species IN (1, 2)').parameters).toEqual(['1', '2']);
    expect(() => compiled("dbh = 'big'")).toThrow("'big' is not a number.");
  });

  it('keeps injection attempts as bound text', () => {
    const out = compiled("species = 'x''; drop table items; --'");
    expect(out.sql).toBe('"c0" = $1');
    expect(out.parameters).toEqual(["x'; drop table items; --"]);
  });

  it('compiles LIKE with no escape character unless one is given, and refuses it on numbers', () => {
    expect(compiled("species LIKE 'Q%\\_'")).toMatchObject({
      sql: '"c0" like $1 escape $2',
      parameters: ['Q%\\_', ''],
    });
    expect(compiled("species LIKE 'Q!%' ESCAPE '!'").parameters).toEqual(['Q!%', '!']);
    expect(() => compiled("dbh LIKE '1%'")).toThrow('LIKE applies to text fields only.');
  });

  it('compiles UPPER/LOWER, IS NULL and NOT', () => {
    expect(compiled("NOT UPPER(species) = 'OAK' OR planted IS NULL").sql).toBe(
      '(not (upper("c0") = $1) or "c2" is null)',
    );
  });

  it('evaluates a comparison of two literals to a constant', () => {
    expect(compiled('1 = 2').sql).toBe('false');
    expect(compiled("'a' <> 'b'").sql).toBe('true');
  });

  it('refuses an unknown field with its position, and fields of different types compared', () => {
    expect(() => compiled('height > 3')).toThrow('"height" at character 1 is not a field of this layer.');
    expect(() => compiled('species = dbh')).toThrow('A comparison mixes fields of different types.');
    expect(() => compiled("UPPER(dbh) = 'X'")).toThrow('UPPER applies to text fields only.');
  });
});
