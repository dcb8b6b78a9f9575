import { describe, expect, it } from 'vitest';
import { buildMetricWhere, whereToExpressions } from './metricWhere.ts';

const text = (name: string) => ({ name, type: 'esriFieldTypeString' });
const date = (name: string) => ({ name, type: 'esriFieldTypeDate' });
const number = (name: string) => ({ name, type: 'esriFieldTypeDouble' });

describe('buildMetricWhere (spec 1 §5)', () => {
  it('is 1=1 without a complete filter', () => {
    expect(buildMetricWhere()).toBe('1=1');
    expect(
      buildMetricWhere([
        { field: text('SPECIES'), values: [] },
        { field: { name: '' }, values: ['x'] },
      ]),
    ).toBe('1=1');
    expect(buildMetricWhere([{ field: date('PLANTED'), values: [null, undefined] }])).toBe('1=1');
  });

  it('matches strings with doubled quotes, or contains for a migrated like', () => {
    expect(buildMetricWhere([{ field: text('SPECIES'), values: ['Oak', "O'Brien's elm"] }])).toBe(
      "(SPECIES IN ('Oak', 'O''Brien''s elm'))",
    );
    expect(buildMetricWhere([{ field: text('NAME'), values: ["Mill's"], relationship: 'like' }])).toBe(
      "NAME like '%Mill''s%'",
    );
  });

  it('bounds dates by whole days, 00:00:00 to 23:59:59', () => {
    expect(buildMetricWhere([{ field: date('PLANTED'), values: ['2026-01-01', '2026-12-31'] }])).toBe(
      "PLANTED >= timestamp '2026-01-01 00:00:00' AND PLANTED <= timestamp '2026-12-31 23:59:59'",
    );
    expect(buildMetricWhere([{ field: date('PLANTED'), values: ['2026-01-01'] }])).toBe(
      "PLANTED >= timestamp '2026-01-01 00:00:00'",
    );
    expect(buildMetricWhere([{ field: date('PLANTED'), values: [undefined, '2026-06-30'] }])).toBe(
      "PLANTED <= timestamp '2026-06-30 23:59:59'",
    );
  });

  it('bounds numbers, and joins filters with AND', () => {
    expect(
      buildMetricWhere([
        { field: number('HEIGHT'), values: [3, '10.5'] },
        { field: text('WARD'), values: ['North'] },
      ]),
    ).toBe("(HEIGHT) >= 3 AND (HEIGHT) <= 10.5 AND (WARD IN ('North'))");
  });

  it('refuses what would write into the clause: a field name, a date or a number that is not one', () => {
    expect(() => buildMetricWhere([{ field: text('A = 1 OR 1'), values: ['x'] }])).toThrow('is not a field name');
    expect(() => buildMetricWhere([{ field: date('D'), values: ["2026-01-01' OR 1=1 --"] }])).toThrow('is not a date');
    expect(() => buildMetricWhere([{ field: number('N'), values: ['1 OR 1=1'] }])).toThrow('is not a number');
  });
});

describe('whereToExpressions (the old stat card)', () => {
  it('reads AND-ed equalities, bounds and timestamps', () => {
    expect(
      whereToExpressions("CATEGORY = 'abc' AND HEIGHT >= 3 AND PLANTED <= TIMESTAMP '2023-01-01 00:00:00'"),
    ).toEqual([
      { field: text('CATEGORY'), values: ['abc'] },
      { field: { name: 'HEIGHT' }, values: ['3'] },
      { field: date('PLANTED'), values: [undefined, '2023-01-01'] },
    ]);
    expect(whereToExpressions('1=1')).toEqual([]);
    expect(whereToExpressions(undefined)).toEqual([]);
  });

  it('keeps raw what filters cannot say: OR, CURRENT_TIMESTAMP, IS NULL', () => {
    expect(whereToExpressions("A = 'x' OR B = 'y'")).toBeUndefined();
    expect(whereToExpressions('PLANTED > CURRENT_TIMESTAMP - 30')).toBeUndefined();
    expect(whereToExpressions('REMOVED IS NULL')).toBeUndefined();
    expect(whereToExpressions('REMOVED is not null')).toBeUndefined();
    expect(whereToExpressions('A > 3')).toBeUndefined();
  });
});
