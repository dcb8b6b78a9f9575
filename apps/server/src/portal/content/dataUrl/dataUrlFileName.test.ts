import { describe, expect, it } from 'vitest';
import { dataUrlFileName } from './dataUrlFileName.ts';

const url = new URL('https://files.test/exports/parks%20and%20trees.csv?token=abc');

describe('dataUrlFileName', () => {
  it('takes the name from Content-Disposition, preferring filename*', () => {
    expect(dataUrlFileName('attachment; filename="parks.csv"', url)).toBe('parks.csv');
    expect(dataUrlFileName('attachment; filename=parks.csv; size=3', url)).toBe('parks.csv');
    expect(dataUrlFileName('attachment; filename="a \\"b\\".csv"', url)).toBe('a "b".csv');
    expect(dataUrlFileName(`attachment; filename="fallback.csv"; filename*=UTF-8''%C3%A9t%C3%A9.csv`, url)).toBe(
      'été.csv',
    );
  });

  it('falls back to the last path segment, then to nothing', () => {
    expect(dataUrlFileName(undefined, url)).toBe('parks and trees.csv');
    expect(dataUrlFileName('inline', url)).toBe('parks and trees.csv');
    expect(dataUrlFileName(undefined, new URL('https://files.test/a/b/'))).toBe('b');
    expect(dataUrlFileName(undefined, new URL('https://files.test/bad%E0'))).toBe('bad%E0');
    expect(dataUrlFileName(undefined, new URL('https://files.test/'))).toBe('');
  });
});
