/** An extent as the portal stores it: `[[xmin, ymin], [xmax, ymax]]` in WGS84. */
export type ItemExtent = [[number, number], [number, number]];
/** A bounding box: `[xmin, ymin, xmax, ymax]`. */
export type BBox = [number, number, number, number];
/** An ArcGIS REST envelope. */
export interface Envelope {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
  spatialReference?: { wkid?: number; latestWkid?: number };
}

/**
 * The whole world, in WGS84 (what a failed projection falls back to, spec 2 §7 Geometry).
 *
 * @example
 * isValidExtent(WORLD_EXTENT); // true
 */
export const WORLD_EXTENT: Readonly<Envelope> = Object.freeze({
  xmin: -180,
  ymin: -90,
  xmax: 180,
  ymax: 90,
  spatialReference: Object.freeze({ wkid: 4326 }),
});

/**
 * An envelope from its corners, in WGS84 unless a wkid is given.
 *
 * @example
 * createExtent(-118, 33, -117, 34); // { xmin: -118, ymin: 33, xmax: -117, ymax: 34, spatialReference: { wkid: 4326 } }
 */
export function createExtent(xmin: number, ymin: number, xmax: number, ymax: number, wkid = 4326): Envelope {
  return { xmin, ymin, xmax, ymax, spatialReference: { wkid } };
}

/**
 * An item extent as an envelope.
 *
 * @example
 * bboxToExtent([[-118, 33], [-117, 34]]); // { xmin: -118, ymin: 33, xmax: -117, ymax: 34, spatialReference: { wkid: 4326 } }
 */
export function bboxToExtent([[xmin, ymin], [xmax, ymax]]: ItemExtent, wkid = 4326): Envelope {
  return createExtent(xmin, ymin, xmax, ymax, wkid);
}

/**
 * An envelope as an item extent.
 *
 * @example
 * extentToBBox({ xmin: -118, ymin: 33, xmax: -117, ymax: 34 }); // [[-118, 33], [-117, 34]]
 */
export function extentToBBox(extent: Envelope): ItemExtent {
  return [
    [extent.xmin, extent.ymin],
    [extent.xmax, extent.ymax],
  ];
}

/**
 * Whether a value is an item extent: two corners of two finite numbers each.
 *
 * @example
 * isBBox([[-118, 33], [-117, 34]]); // true
 * isBBox([]); // false
 */
export function isBBox(value: unknown): value is ItemExtent {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((corner) => Array.isArray(corner) && corner.length === 2 && corner.every(Number.isFinite))
  );
}

/**
 * Whether an envelope can be drawn: finite corners in order (`xmin ≤ xmax`, `ymin ≤ ymax`), and within the world
 * when it is in WGS84.
 *
 * @example
 * isValidExtent({ xmin: 2, ymin: 0, xmax: 1, ymax: 1 }); // false
 */
export function isValidExtent(extent: Partial<Envelope> | null | undefined): extent is Envelope {
  if (!extent) return false;
  const { xmin, ymin, xmax, ymax } = extent;
  const numbers = [xmin, ymin, xmax, ymax];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return false;
  if (xmin! > xmax! || ymin! > ymax!) return false;
  const wkid = extent.spatialReference?.latestWkid ?? extent.spatialReference?.wkid ?? 4326;
  if (wkid !== 4326) return true;
  return xmin! >= -180 && xmax! <= 180 && ymin! >= -90 && ymax! <= 90;
}

/**
 * The centre of an envelope or item extent, `[x, y]`.
 *
 * @example
 * getExtentCenter([[-118, 33], [-116, 35]]); // [-117, 34]
 */
export function getExtentCenter(extent: Envelope | ItemExtent): [number, number] {
  const { xmin, ymin, xmax, ymax } = isBBox(extent) ? bboxToExtent(extent) : extent;
  return [(xmin + xmax) / 2, (ymin + ymax) / 2];
}
