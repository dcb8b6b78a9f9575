import type { Envelope } from '../content/extent.ts';

/**
 * How much larger than an extent the map that frames it is drawn, by default (spec 2 §9 "Extent expansion factor
 * default 1.5"; ADR 0210).
 *
 * @example
 * expandExtent(extent, EXTENT_EXPANSION_FACTOR);
 */
export const EXTENT_EXPANSION_FACTOR = 1.5;

/**
 * An extent grown about its centre: `factor` times its width and height (1.5 by default). In WGS84 (wkid 4326, or none
 * given) the result stays inside the world (longitudes −180…180, latitudes −90…90), so the world extent expands to
 * itself. A factor that is not a positive finite number leaves the extent as it is. The spatial reference is kept.
 *
 * @example
 * expandExtent({ xmin: 0, ymin: 0, xmax: 10, ymax: 10, spatialReference: { wkid: 4326 } });
 * // { xmin: -2.5, ymin: -2.5, xmax: 12.5, ymax: 12.5, spatialReference: { wkid: 4326 } }
 */
export function expandExtent(extent: Envelope, factor: number = EXTENT_EXPANSION_FACTOR): Envelope {
  if (!Number.isFinite(factor) || factor <= 0) return { ...extent };
  const halfWidth = ((extent.xmax - extent.xmin) * factor) / 2;
  const halfHeight = ((extent.ymax - extent.ymin) * factor) / 2;
  const cx = (extent.xmin + extent.xmax) / 2;
  const cy = (extent.ymin + extent.ymax) / 2;
  const wkid = extent.spatialReference?.latestWkid ?? extent.spatialReference?.wkid ?? 4326;
  const grown = { xmin: cx - halfWidth, ymin: cy - halfHeight, xmax: cx + halfWidth, ymax: cy + halfHeight };
  const bounded =
    wkid === 4326
      ? {
          xmin: Math.max(-180, grown.xmin),
          ymin: Math.max(-90, grown.ymin),
          xmax: Math.min(180, grown.xmax),
          ymax: Math.min(90, grown.ymax),
        }
      : grown;
  return { ...bounded, ...(extent.spatialReference ? { spatialReference: { ...extent.spatialReference } } : {}) };
}
