import type { Bounds } from '../../components/map/MapView.tsx';

/** What the picker starts showing around a chosen point: a few streets each way. */
const AROUND_POINT = { lng: 0.02, lat: 0.015 };
const WORLD: Bounds = [
  [-180, -85],
  [180, 85],
];

/**
 * The area a location picker opens on: around the event's point when it has one, else the area the basemap draws in
 * detail (the built-in one's region, given as `detailed`), else the world.
 *
 * @example
 * locationPickerBounds([-117.37, 33.98], undefined); // [[-117.39, 33.965], [-117.35, 33.995]]
 */
export function locationPickerBounds(
  point: readonly [number, number] | undefined,
  detailed: readonly (readonly [number, number])[] | undefined,
): Bounds {
  if (point) {
    const [lng, lat] = point;
    return [
      [lng - AROUND_POINT.lng, Math.max(-85, lat - AROUND_POINT.lat)],
      [lng + AROUND_POINT.lng, Math.min(85, lat + AROUND_POINT.lat)],
    ];
  }
  if (!detailed || detailed.length === 0) return WORLD;
  const lngs = detailed.map(([lng]) => lng);
  const lats = detailed.map(([, lat]) => lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/**
 * The point of a form's latitude and longitude fields, [longitude, latitude], when both are valid numbers in range.
 *
 * @example
 * pointOfFields('33.98', '-117.37'); // [-117.37, 33.98]
 */
export function pointOfFields(latitude: string, longitude: string): [number, number] | undefined {
  if (latitude === '' || longitude === '') return undefined;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) return undefined;
  return [lng, lat];
}

/** A coordinate as the form shows it: six decimals (about 10 cm), no trailing zeros. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * Where a map opens on an area given as `[west, south, east, north]` (a survey's, issue 21): its corners, else the
 * area the basemap draws in detail, else the world — as {@link locationPickerBounds} opens without a point.
 *
 * @example
 * areaBounds([-117.52, 33.85, -117.28, 34.02]); // [[-117.52, 33.85], [-117.28, 34.02]]
 */
export function areaBounds(
  area: readonly [number, number, number, number] | null | undefined,
  detailed?: readonly (readonly [number, number])[],
): Bounds {
  return locationPickerBounds(
    undefined,
    area
      ? [
          [area[0], area[1]],
          [area[2], area[3]],
        ]
      : detailed,
  );
}
