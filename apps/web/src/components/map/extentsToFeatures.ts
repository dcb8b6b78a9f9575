import type { FeatureCollection, Polygon } from 'geojson';
import type { Bounds } from '../../layout/layoutModel.ts';
import { boxPolygon } from './boxPolygon.ts';

/**
 * The extents of items as polygons for a map overlay (titles kept as properties).
 *
 * @example
 * extentsToFeatures([{ title: 'Trees', extent: [[-1, -1], [1, 1]] }]).features.length; // 1
 */
export function extentsToFeatures(
  items: readonly { readonly title: string; readonly extent?: Bounds }[],
): FeatureCollection<Polygon, { title: string }> {
  return {
    type: 'FeatureCollection',
    features: items
      .filter((item): item is { title: string; extent: Bounds } => item.extent !== undefined)
      .map(({ title, extent: [[w, s], [e, n]] }) => ({
        type: 'Feature',
        properties: { title },
        geometry: boxPolygon([w, s, e, n]),
      })),
  };
}
