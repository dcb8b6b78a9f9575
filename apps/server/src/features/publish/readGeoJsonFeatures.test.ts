import { describe, expect, it } from 'vitest';
import { GeoJsonSyntaxError, readGeoJsonFeatures } from './readGeoJsonFeatures.ts';

async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
}

async function features(text: string, size = 7) {
  const out = [];
  for await (const f of readGeoJsonFeatures(chunked(text, size))) out.push(f);
  return out;
}

const COLLECTION = JSON.stringify({
  type: 'FeatureCollection',
  name: 'parks {with} [brackets] and "quotes"',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
  features: [
    { type: 'Feature', properties: { name: 'A "park" {x}', n: 1 }, geometry: { type: 'Point', coordinates: [1, 2] } },
    { type: 'Feature', properties: { name: 'Zürich ]', features: [1] }, geometry: null },
  ],
  bbox: [0, 0, 1, 1],
});

describe('readGeoJsonFeatures', () => {
  it('cuts out each feature of the collection, whatever the chunk size, brackets and quotes in strings', async () => {
    for (const size of [1, 3, 7, 1000]) {
      const read = await features(COLLECTION, size);
      expect(read.map((r) => r.index)).toEqual([1, 2]);
      expect(read[0]!.feature).toEqual(JSON.parse(COLLECTION).features[0]);
      expect(read[1]!.feature.properties).toEqual({ name: 'Zürich ]', features: [1] });
    }
  });

  it('refuses what is not a FeatureCollection or not JSON', async () => {
    await expect(features('[1,2]')).rejects.toBeInstanceOf(GeoJsonSyntaxError);
    await expect(features('{"type":"Feature","geometry":null}')).rejects.toThrow(/has no "features"/);
    await expect(features('{"features":[{"a":1},{"b":}]}')).rejects.toThrow('Feature 2 is not valid JSON.');
    await expect(features('{"features":[{"a":1}')).rejects.toThrow(/ends too early/);
  });
});
