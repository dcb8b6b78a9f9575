import { fromWebMercator } from '../../spatialReference.ts';
import { ShapefileError } from './readShpRecords.ts';

/** How a shapefile's positions become longitude and latitude: as they are, or unprojected from Web Mercator. */
export type ToLonLat = ((x: number, y: number) => [number, number]) | undefined;

const WEB_MERCATOR =
  /web[_ ]?mercator|mercator[_ ]auxiliary[_ ]sphere|pseudo[-_ ]mercator|popular[_ ]visuali[sz]ation|"(3857|900913|102100|102113)"/i;

/**
 * Reads a shapefile's `.prj` (WKT) to say how its positions become WGS 84 longitude and latitude (ADR 0124):
 * geographic systems are read as they are (the datum shifts between WGS 84, NAD 83 and ETRS 89 are under a metre), Web
 * Mercator is unprojected, and any other projection is refused with its name — Plaza has no projection engine. Without
 * a `.prj`, positions are taken as longitude and latitude when the file's bounding box fits them.
 *
 * @example
 * const toLonLat = shapefileCoordinates(prjText, header.bbox); // undefined: already lon/lat
 */
export function shapefileCoordinates(
  prj: string | undefined,
  bbox: readonly [number, number, number, number],
): ToLonLat {
  const wkt = prj?.trim();
  if (!wkt) {
    const [xmin, ymin, xmax, ymax] = bbox;
    if (xmin >= -180 && xmax <= 180 && ymin >= -90 && ymax <= 90) return undefined;
    throw new ShapefileError(
      'The archive has no .prj file and the coordinates are not longitude and latitude: add the .prj file the shapefile came with.',
    );
  }
  if (/^(GEOGCS|GEOGCRS|GEODCRS)\b/i.test(wkt)) return undefined;
  if (/^(PROJCS|PROJCRS)\b/i.test(wkt)) {
    if (WEB_MERCATOR.test(wkt)) return fromWebMercator;
    const name = /^\w+\s*\[\s*"([^"]{1,120})"/.exec(wkt)?.[1] ?? 'unnamed';
    throw new ShapefileError(
      `The shapefile's coordinate system (${name}) is not supported: export it in WGS 84 (EPSG:4326) or Web Mercator (EPSG:3857) and publish it again.`,
    );
  }
  throw new ShapefileError('The .prj file does not describe a coordinate system.');
}
