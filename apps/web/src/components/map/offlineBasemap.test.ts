import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { countriesFromTopology, unwrapRing } from './offlineBasemap.ts';

describe('unwrapRing', () => {
  it('keeps a ring that crosses the antimeridian contiguous', () => {
    const ring = [
      [179, 10],
      [-179, 10],
      [-179, 11],
      [179, 11],
      [179, 10],
    ];
    expect(unwrapRing(ring)).toEqual([
      [179, 10],
      [181, 10],
      [181, 11],
      [179, 11],
      [179, 10],
    ]);
  });

  it('leaves an ordinary ring alone', () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});

describe('countriesFromTopology', () => {
  it('turns world-atlas into polygons with no edge longer than half the world', () => {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
    const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology;
    const countries = countriesFromTopology(topology);
    expect(countries.features.length).toBeGreaterThan(170);
    for (const country of countries.features) {
      const polygons =
        country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
      for (const ring of polygons.flat()) {
        for (let i = 1; i < ring.length; i++) {
          expect(Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0))).toBeLessThanOrEqual(180);
        }
      }
    }
  });
});
