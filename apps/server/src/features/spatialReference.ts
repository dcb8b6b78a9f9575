/**
 * The spatial references a hosted layer answers in: rows are stored in WGS84 (4326); Web Mercator (3857, and its
 * older code 102100) is accepted for `inSR` and `outSR`, since map clients ask in it. Anything else is refused.
 */
export type Wkid = 4326 | 3857;

const RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;

/**
 * The wkid of an `inSR` / `outSR` value (`4326`, `102100`, `{"wkid":3857}`), or undefined when it is not one we
 * project. Absent means WGS84.
 *
 * @example
 * readWkid('102100'); // 3857
 * readWkid('{"wkid":4326}'); // 4326
 * readWkid('2230'); // undefined
 */
export function readWkid(value: unknown): Wkid | undefined {
  if (value === undefined || value === '') return 4326;
  let code: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        code = JSON.parse(text);
      } catch {
        return undefined;
      }
    } else code = Number(text);
  }
  if (typeof code === 'object' && code !== null) {
    const record = code as { wkid?: unknown; latestWkid?: unknown };
    code = record.latestWkid ?? record.wkid;
  }
  if (code === 4326) return 4326;
  if (code === 3857 || code === 102100 || code === 102113 || code === 900913) return 3857;
  return undefined;
}

/** The `spatialReference` object of a wkid, as responses carry it. */
export function spatialReferenceOf(wkid: Wkid): { wkid: number; latestWkid: number } {
  return wkid === 4326 ? { wkid: 4326, latestWkid: 4326 } : { wkid: 102100, latestWkid: 3857 };
}

/** A WGS84 position in Web Mercator metres (latitude clamped to the projection's range). */
export function toWebMercator(x: number, y: number): [number, number] {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, y));
  const mx = (x * Math.PI * RADIUS) / 180;
  const my = RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return [round(mx, 3), round(my, 3)];
}

/** A Web Mercator position in WGS84 degrees. */
export function fromWebMercator(x: number, y: number): [number, number] {
  const lon = (x / RADIUS) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / RADIUS)) - Math.PI / 2) * (180 / Math.PI);
  return [round(lon, 9), round(lat, 9)];
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

type Position = number[];

/** An Esri JSON geometry (point, multipoint, polyline, polygon) with each position moved by `move`. */
export function mapEsriGeometry(
  geometry: Record<string, unknown>,
  move: (x: number, y: number) => [number, number],
): Record<string, unknown> {
  const at = (p: Position): Position => [...move(p[0]!, p[1]!), ...p.slice(2)];
  if (typeof geometry.x === 'number' && typeof geometry.y === 'number') {
    const [x, y] = move(geometry.x, geometry.y);
    return { ...geometry, x, y };
  }
  const out: Record<string, unknown> = { ...geometry };
  if (Array.isArray(geometry.points)) out.points = (geometry.points as Position[]).map(at);
  if (Array.isArray(geometry.paths)) out.paths = (geometry.paths as Position[][]).map((path) => path.map(at));
  if (Array.isArray(geometry.rings)) out.rings = (geometry.rings as Position[][]).map((ring) => ring.map(at));
  return out;
}
