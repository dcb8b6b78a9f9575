import { describe, expect, it } from 'vitest';
import { publishFileType, publishFraction } from './publishHostedLayer.ts';

describe('publishFraction', () => {
  it('counts reading as the first fifth and loading as the rest', () => {
    expect(publishFraction({})).toBe(0);
    expect(publishFraction({ phase: 'reading', bytesRead: 50, bytesTotal: 100 })).toBeCloseTo(0.1);
    expect(publishFraction({ phase: 'loading', rowsLoaded: 0, rowsTotal: 100 })).toBeCloseTo(0.2);
    expect(publishFraction({ phase: 'loading', rowsLoaded: 50, rowsTotal: 100 })).toBeCloseTo(0.6);
    expect(publishFraction({ phase: 'loading', rowsLoaded: 150, rowsTotal: 100 })).toBe(1);
  });
});

describe('publishFileType', () => {
  it('publishes CSV and GeoJSON items, nothing else', () => {
    expect(publishFileType('CSV')).toBe('csv');
    expect(publishFileType('GeoJson')).toBe('geojson');
    expect(publishFileType('Shapefile')).toBe('shapefile');
    expect(publishFileType('PDF')).toBeUndefined();
  });
});
