import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './titleFromFileName.ts';

describe('titleFromFileName', () => {
  it('drops the extension and turns separators into spaces', () => {
    expect(titleFromFileName('street_trees-2026.csv')).toBe('Street trees 2026');
    expect(titleFromFileName('Budget   Report.final.pdf')).toBe('Budget Report final');
    expect(titleFromFileName('parcels.zip')).toBe('Parcels');
  });

  it('reads the last path segment of a URL', () => {
    expect(titleFromFileName('https://example.org/data/bus-stops.geojson?x=1')).toBe('Bus stops');
    expect(titleFromFileName('https://example.org/a%20b/report%20final.pdf')).toBe('Report final');
  });

  it('keeps a name without an extension, and keeps letters of other scripts', () => {
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('حدائق_المدينة.csv')).toBe('حدائق المدينة');
  });

  it('is empty when nothing is left to name', () => {
    expect(titleFromFileName('https://example.org/')).toBe('');
    expect(titleFromFileName('.csv')).toBe('Csv');
    expect(titleFromFileName('___.csv')).toBe('');
  });
});
