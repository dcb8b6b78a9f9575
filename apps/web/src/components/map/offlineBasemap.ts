import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Country shapes for the offline basemap, from world-atlas (Natural Earth 1:110m) — no tiles,
 * no network beyond our own hashed asset. Rings that cross the antimeridian are unwrapped so
 * MapLibre does not draw them as bands across the whole world.
 */
export function countriesFromTopology(topology: Topology): FeatureCollection<Polygon | MultiPolygon> {
  const countries = topology.objects.countries as GeometryCollection;
  const collection = feature(topology, countries) as FeatureCollection<Geometry>;
  const features: Feature<Polygon | MultiPolygon>[] = [];
  for (const item of collection.features) {
    const geometry = item.geometry;
    if (geometry?.type === 'Polygon') {
      features.push({ ...item, geometry: { type: 'Polygon', coordinates: geometry.coordinates.map(unwrapRing) } });
    } else if (geometry?.type === 'MultiPolygon') {
      features.push({
        ...item,
        geometry: { type: 'MultiPolygon', coordinates: geometry.coordinates.map((poly) => poly.map(unwrapRing)) },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/**
 * Makes consecutive longitudes differ by at most 180° by shifting points by ±360°, so a ring
 * crossing the antimeridian stays contiguous (MapLibre renders longitudes beyond ±180 fine).
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  let previous: number | undefined;
  for (const point of ring) {
    const [lon = 0, lat = 0] = point;
    if (previous !== undefined) {
      const delta = lon - previous;
      if (delta > 180) offset -= 360;
      else if (delta < -180) offset += 360;
    }
    previous = lon;
    out.push([lon + offset, lat]);
  }
  return out;
}
