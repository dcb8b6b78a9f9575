type Ring = readonly (readonly number[])[];

/** Whether a point lies inside a ring (ray casting; on the edge counts as inside for practical purposes). */
function insideRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/**
 * Whether every position of a GeoJSON Point or Polygon lies within one of the areas (GeoJSON Polygons: inside the
 * outer ring and outside its holes). How a discussion's `allowedLocations` is enforced.
 *
 * @example
 * geometryWithin({ type: 'Point', coordinates: [-117.4, 33.9] }, [riversidePolygon]); // true
 */
export function geometryWithin(geometry: Record<string, unknown>, areas: readonly Record<string, unknown>[]): boolean {
  const positions: (readonly number[])[] =
    geometry.type === 'Point'
      ? [geometry.coordinates as number[]]
      : ((geometry.coordinates as number[][][] | undefined) ?? []).flat();
  return positions.every(([x, y]) =>
    areas.some((area) => {
      const rings = (area.coordinates as number[][][] | undefined) ?? [];
      return (
        rings.length > 0 && insideRing(x!, y!, rings[0]!) && !rings.slice(1).some((hole) => insideRing(x!, y!, hole))
      );
    }),
  );
}
