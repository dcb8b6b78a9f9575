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
 * Whether a value is an item extent as the reference tells one: an array whose first two members are arrays (the
 * two corners).
 *
 * @example
 * isBBox([[-118, 33], [-117, 34]]); // true
 * isBBox([]); // false
 */
export function isBBox(value: unknown): value is ItemExtent {
  return Array.isArray(value) && Array.isArray(value[0]) && Array.isArray(value[1]);
}

/**
 * Whether an extent is in a known format (spec 2 §5 "A geometry is accepted as an array-pair extent or with four
 * numeric bounds"; the reference's isValidExtent): an item extent (two corners) or an envelope whose four bounds
 * are numbers. The format only: the bounds are not checked against each other or the world.
 *
 * @example
 * isValidExtent([[-118, 33], [-117, 34]]); // true
 * isValidExtent({ xmin: -118, ymin: 33, xmax: -117, ymax: 34 }); // true
 * isValidExtent({ xmin: -118, ymin: 33 }); // false
 */
export function isValidExtent(extent: unknown): extent is Envelope | ItemExtent {
  if (!extent) return false;
  if (isBBox(extent)) return true;
  const bounds = extent as Partial<Record<'xmin' | 'ymin' | 'xmax' | 'ymax', unknown>>;
  return [bounds.xmin, bounds.ymin, bounds.xmax, bounds.ymax].every((n) => typeof n === 'number');
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
