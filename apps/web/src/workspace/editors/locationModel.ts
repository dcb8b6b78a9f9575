import type { EntityLocation } from '@plaza/core';

/** An extent as entities store it: `[[west, south], [east, north]]` in WGS 84. */
export type StoredExtent = [[number, number], [number, number]];

/** Where an entity is (spec 1 §3 location): nowhere, its organization's area, its item's extent, or an area drawn. */
export type LocationType = EntityLocation['type'];

/**
 * An organization's default extent (`portals/self` `defaultExtent`) in WGS 84: Web Mercator (102100/3857) is taken
 * back to degrees; anything else unreadable is undefined.
 *
 * @example
 * orgExtentOf({ xmin: -117.5, ymin: 33.8, xmax: -117.2, ymax: 34, spatialReference: { wkid: 4326 } });
 */
export function orgExtentOf(defaultExtent: unknown): StoredExtent | undefined {
  if (typeof defaultExtent !== 'object' || defaultExtent === null) return undefined;
  const e = defaultExtent as Record<string, unknown>;
  const [xmin, ymin, xmax, ymax] = [e.xmin, e.ymin, e.xmax, e.ymax].map(Number);
  if (![xmin, ymin, xmax, ymax].every((n) => Number.isFinite(n))) return undefined;
  const wkid = Number((e.spatialReference as { wkid?: unknown } | undefined)?.wkid ?? 4326);
  if (wkid === 4326)
    return [
      [xmin!, ymin!],
      [xmax!, ymax!],
    ];
  if (wkid !== 102100 && wkid !== 3857) return undefined;
  const R = 6378137;
  const lon = (x: number) => (x / R) * (180 / Math.PI);
  const lat = (y: number) => (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
  return [
    [lon(xmin!), lat(ymin!)],
    [lon(xmax!), lat(ymax!)],
  ];
}

/**
 * The location an entity stores for a choice, and the item extent that goes with it (its page's map shows the item's
 * extent): none clears both; an organization's area or an area drawn is written as the location and the extent; the
 * item's own extent is kept as it is.
 *
 * @example
 * locationFor('custom', { drawn: [[-117.5, 33.9], [-117.3, 34]] }).extent; // [[-117.5, 33.9], [-117.3, 34]]
 */
export function locationFor(
  type: LocationType,
  areas: { readonly drawn?: StoredExtent; readonly org?: StoredExtent; readonly item?: StoredExtent },
): { readonly location: EntityLocation; readonly extent: StoredExtent | [] } {
  const area = type === 'custom' ? areas.drawn : type === 'org' ? areas.org : type === 'item' ? areas.item : undefined;
  if (!area) return { location: { type: 'none' }, extent: [] };
  return {
    location: { type, extent: area.map((corner) => [...corner]), spatialReference: { wkid: 4326 } },
    extent: area,
  };
}

/**
 * The location type an entity shows as chosen: its stored type, or — for an entity stored before locations — `item`
 * when it has an extent, else `none`.
 *
 * @example
 * locationTypeOf(undefined, [[0, 0], [1, 1]]); // 'item'
 */
export function locationTypeOf(location: EntityLocation | undefined, extent: unknown): LocationType {
  if (location) return location.type;
  return Array.isArray(extent) && extent.length === 2 ? 'item' : 'none';
}
