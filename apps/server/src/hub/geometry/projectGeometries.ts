import { z } from 'zod';
import { fromWebMercator, readWkid, toWebMercator, type Wkid } from '../../features/spatialReference.ts';
import { PortalError } from '../../errors/portalError.ts';

/** Positions one `project` call may carry, over all its geometries (as many as a geometry a request may bring in). */
export const MAX_PROJECT_POSITIONS = 10_000;

/** The geometry types `project` takes (the ArcGIS REST names). */
export const GEOMETRY_TYPES = [
  'esriGeometryPoint',
  'esriGeometryMultipoint',
  'esriGeometryPolyline',
  'esriGeometryPolygon',
  'esriGeometryEnvelope',
] as const;
export type GeometryType = (typeof GEOMETRY_TYPES)[number];

/** A refused `project` call: the geometry service's envelope (HTTP 200, `details` repeating the message). */
export const projectError = (message: string) => new PortalError(400, 'GWM_0001', message, [message]);

const coordinate = z.number().finite();
const position = z.array(coordinate).min(2).max(4);
const GEOMETRY_SCHEMAS = {
  esriGeometryPoint: z.object({ x: coordinate, y: coordinate }).passthrough(),
  esriGeometryMultipoint: z.object({ points: z.array(position) }).passthrough(),
  esriGeometryPolyline: z.object({ paths: z.array(z.array(position)) }).passthrough(),
  esriGeometryPolygon: z.object({ rings: z.array(z.array(position)) }).passthrough(),
  esriGeometryEnvelope: z
    .object({ xmin: coordinate, ymin: coordinate, xmax: coordinate, ymax: coordinate })
    .passthrough(),
} as const;

type Position = number[];
export type EsriGeometry = Record<string, unknown>;

/** What a `project` call asks: geometries of one type, from one spatial reference to another. */
export interface ProjectRequest {
  readonly geometryType: GeometryType;
  readonly geometries: readonly EsriGeometry[];
  readonly inSR: Wkid;
  readonly outSR: Wkid;
}

/**
 * Reads `project`'s parameters (the ArcGIS REST API's): `geometries` as `{"geometryType","geometries":[…]}` or, for
 * points, the simple `x1,y1,x2,y2` form; `inSR` and `outSR` (a wkid or `{"wkid":…}`, both required). Plaza projects
 * between WGS84 (4326) and Web Mercator (3857, 102100) only (ADR 0209); anything else, a geometry that is not of the
 * named type, a coordinate that is not a finite number, or more than {@link MAX_PROJECT_POSITIONS} positions is a 400
 * that says which.
 *
 * @example
 * readProjectRequest({ geometries: '-117.2,34.05', inSR: '4326', outSR: '102100' });
 */
export function readProjectRequest(params: Readonly<Record<string, string | undefined>>): ProjectRequest {
  const inSR = readSpatialReference(params.inSR, 'inSR');
  const outSR = readSpatialReference(params.outSR, 'outSR');
  const text = (params.geometries ?? '').trim();
  if (!text) throw projectError('geometries is required.');
  const { geometryType, geometries } = text.startsWith('{') ? readGeometrySet(text) : readSimplePoints(text);
  const schema = GEOMETRY_SCHEMAS[geometryType];
  let positions = 0;
  const checked = geometries.map((geometry, index) => {
    const parsed = schema.safeParse(geometry);
    if (!parsed.success) throw projectError(`geometries[${index}] is not a valid ${geometryType}.`);
    positions += positionCount(parsed.data);
    if (positions > MAX_PROJECT_POSITIONS) {
      throw projectError(`geometries may hold at most ${MAX_PROJECT_POSITIONS} positions.`);
    }
    return parsed.data as EsriGeometry;
  });
  return { geometryType, geometries: checked, inSR, outSR };
}

/**
 * The geometries of a checked request in `outSR`: every position moved (an envelope by its corners, exact between
 * these two references), each geometry's own `spatialReference` left out, as the geometry service answers.
 *
 * @example
 * projectGeometries(readProjectRequest({ geometries: '0,0', inSR: '4326', outSR: '3857' })); // [{ x: 0, y: 0 }]
 */
export function projectGeometries(request: ProjectRequest): EsriGeometry[] {
  const project =
    request.inSR === request.outSR
      ? (x: number, y: number): [number, number] => [x, y]
      : request.outSR === 3857
        ? toWebMercator
        : fromWebMercator;
  // No negative zero in the answer (a rounding of the equator's tiny logarithm).
  const move = (x: number, y: number): [number, number] => project(x, y).map((v) => v + 0) as [number, number];
  const at = (p: Position): Position => [...move(p[0]!, p[1]!), ...p.slice(2)];
  return request.geometries.map(({ spatialReference: _ignored, ...geometry }) => {
    if (typeof geometry.x === 'number' && typeof geometry.y === 'number') {
      const [x, y] = move(geometry.x, geometry.y);
      return { ...geometry, x, y };
    }
    if (typeof geometry.xmin === 'number') {
      const [xmin, ymin] = move(geometry.xmin, geometry.ymin as number);
      const [xmax, ymax] = move(geometry.xmax as number, geometry.ymax as number);
      return { ...geometry, xmin, ymin, xmax, ymax };
    }
    const out: EsriGeometry = { ...geometry };
    if (Array.isArray(geometry.points)) out.points = (geometry.points as Position[]).map(at);
    if (Array.isArray(geometry.paths)) out.paths = (geometry.paths as Position[][]).map((path) => path.map(at));
    if (Array.isArray(geometry.rings)) out.rings = (geometry.rings as Position[][]).map((ring) => ring.map(at));
    return out;
  });
}

function readSpatialReference(value: string | undefined, name: 'inSR' | 'outSR'): Wkid {
  if (value === undefined || value.trim() === '') throw projectError(`${name} is required.`);
  const wkid = readWkid(value);
  if (wkid === undefined) {
    throw projectError(
      `${name} must be 4326 (WGS84) or 102100 (Web Mercator): other spatial references are not supported.`,
    );
  }
  return wkid;
}

const geometrySetSchema = z.object({ geometryType: z.enum(GEOMETRY_TYPES), geometries: z.array(z.unknown()) });

function readGeometrySet(text: string): { geometryType: GeometryType; geometries: unknown[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw projectError('geometries is not valid JSON.');
  }
  const parsed = geometrySetSchema.safeParse(json);
  if (!parsed.success) {
    throw projectError(
      `geometries must be {"geometryType","geometries":[…]} with a type of ${GEOMETRY_TYPES.join(', ')}.`,
    );
  }
  return parsed.data;
}

function readSimplePoints(text: string): { geometryType: GeometryType; geometries: unknown[] } {
  const numbers = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (numbers.length % 2 !== 0 || numbers.some((n) => !Number.isFinite(n))) {
    throw projectError('geometries must be JSON, or x,y pairs of numbers separated by commas.');
  }
  const geometries: unknown[] = [];
  for (let i = 0; i < numbers.length; i += 2) geometries.push({ x: numbers[i], y: numbers[i + 1] });
  return { geometryType: 'esriGeometryPoint', geometries };
}

function positionCount(geometry: Record<string, unknown>): number {
  if (Array.isArray(geometry.points)) return geometry.points.length;
  const parts = (geometry.paths ?? geometry.rings) as unknown[][] | undefined;
  if (Array.isArray(parts)) return parts.reduce((sum, part) => sum + part.length, 0);
  return typeof geometry.xmin === 'number' ? 2 : 1;
}
