import { describe, expect, it } from 'vitest';
import { textFilterWhere } from './textFilterWhere.ts';

const FIELDS = [
  { name: 'Species', type: 'esriFieldTypeString' },
  { name: 'DBH', type: 'esriFieldTypeDouble' },
  { name: 'Address', type: 'esriFieldTypeString' },
];

describe('textFilterWhere', () => {
  it('matches the typed text in every text field, case-insensitively', () => {
    expect(textFilterWhere(' oak ', FIELDS)).toBe(
      "UPPER(Species) LIKE '%OAK%' ESCAPE '\\' OR UPPER(Address) LIKE '%OAK%' ESCAPE '\\'",
    );
  });

  it('keeps quotes and wildcards literal', () => {
    expect(textFilterWhere("o'brien 5%_\\", [FIELDS[0]!])).toBe(
      "UPPER(Species) LIKE '%O''BRIEN 5\\%\\_\\\\%' ESCAPE '\\'",
    );
  });

  it('filters nothing when nothing is typed or no field is text', () => {
    expect(textFilterWhere('  ', FIELDS)).toBe('1=1');
    expect(textFilterWhere('oak', [FIELDS[1]!])).toBe('1=1');
  });
});
