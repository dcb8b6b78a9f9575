import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import { checkEsriGeometry } from '../../geometry/checkEsriGeometry.ts';
import { sweepBudget, type SweepBudget } from '../../geometry/findRingContact.ts';
import { MAX_GEOMETRY_POSITIONS } from '../../geometry/geometryProblem.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';
import type { LayerField } from '../../db/LayerField.ts';
import { fromWebMercator, mapEsriGeometry, readWkid } from '../spatialReference.ts';

/** The most features one `addFeatures` call adds. */
export const MAX_ADDED_FEATURES = 1000;
/** The most positions one added geometry holds (the server's one limit, geometry/geometryProblem). */
const MAX_POSITIONS = MAX_GEOMETRY_POSITIONS;

/** A feature to add, checked against its layer: its cells in field order, its WGS84 geometry and its bounding box. */
export interface AddedFeature {
  readonly values: readonly (string | number | null)[];
  readonly geometry: Record<string, unknown> | null;
  readonly bbox: readonly [number, number, number, number] | null;
}

type Position = readonly number[];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(index: number, reason: string): never {
  throw featureServiceErrors.invalidParameter(`Feature ${index}: ${reason}`);
}

function cell(field: LayerField, value: unknown, index: number): string | number | null {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'esriFieldTypeString': {
      if (typeof value !== 'string') fail(index, `${field.name} must be text.`);
      const max = field.length ?? 4000;
      if (value.length > max) fail(index, `${field.name} is at most ${max} characters.`);
      return value;
    }
    case 'esriFieldTypeInteger':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        fail(index, `${field.name} must be a whole number.`);
      return value;
    case 'esriFieldTypeDouble':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(index, `${field.name} must be a number.`);
      return value;
    case 'esriFieldTypeDate':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        fail(index, `${field.name} must be a date in epoch milliseconds.`);
      }
      return value;
    default:
      return fail(index, `${field.name} cannot be written.`);
  }
}

function positions(value: unknown, index: number, depth: 1 | 2): Position[][] {
  if (!Array.isArray(value) || value.length === 0) fail(index, 'the geometry has no parts.');
  const parts = depth === 1 ? [value] : value;
  let count = 0;
  return parts.map((part: unknown) => {
    if (!Array.isArray(part) || part.length === 0) fail(index, 'a part of the geometry is empty.');
    return part.map((p: unknown) => {
      if (++count > MAX_POSITIONS) fail(index, `a geometry holds at most ${MAX_POSITIONS} positions.`);
      if (!Array.isArray(p) || p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
        fail(index, 'a position must be [x, y] numbers.');
      }
      return p as number[];
    });
  });
}

/** The feature's geometry in WGS84, checked against the layer's type and the globe, with its bounding box. */
function geometryOf(
  layer: FeatureLayerRow,
  raw: unknown,
  wkid: 4326 | 3857,
  index: number,
  budget: SweepBudget,
): Pick<AddedFeature, 'geometry' | 'bbox'> {
  if (raw === undefined || raw === null) {
    if (layer.geometry_type) fail(index, 'a feature of this layer needs a geometry.');
    return { geometry: null, bbox: null };
  }
  if (!layer.geometry_type) fail(index, 'this layer is a table: its features have no geometry.');
  if (!isRecord(raw)) fail(index, 'the geometry must be an object.');
  let geometry: Record<string, unknown>;
  let all: Position[];
  if (layer.geometry_type === 'esriGeometryPoint') {
    if (typeof raw.x !== 'number' || typeof raw.y !== 'number' || !Number.isFinite(raw.x) || !Number.isFinite(raw.y)) {
      fail(index, 'a point needs numbers x and y.');
    }
    geometry = { x: raw.x, y: raw.y };
    all = [[raw.x, raw.y]];
  } else {
    const key = layer.geometry_type === 'esriGeometryPolyline' ? 'paths' : 'rings';
    const parts = positions(raw[key], index, 2);
    const minimum = key === 'paths' ? 2 : 4;
    if (parts.some((part) => part.length < minimum)) {
      fail(index, key === 'paths' ? 'a path needs at least two positions.' : 'a ring needs at least four positions.');
    }
    geometry = { [key]: parts };
    all = parts.flat();
  }
  if (wkid === 3857) {
    geometry = mapEsriGeometry(geometry, fromWebMercator);
    all = all.map(([x, y]) => fromWebMercator(x!, y!));
  }
  const xs = all.map((p) => p[0]!);
  const ys = all.map((p) => p[1]!);
  const bbox = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  if (bbox[0] < -180 || bbox[2] > 180 || bbox[1] < -90 || bbox[3] > 90) {
    fail(index, 'the geometry is outside the globe (WGS84 longitude -180–180, latitude -90–90).');
  }
  // Valid as a shape too (issue 40, ADR 0188): rings closed, not crossing or touching; stored in Esri's orientation.
  const checked = checkEsriGeometry(geometry as Parameters<typeof checkEsriGeometry>[0], budget);
  if ('problem' in checked) fail(index, checked.problem.message);
  return { geometry: checked.geometry, bbox };
}

/**
 * The `features` of an `addFeatures` call (the ArcGIS REST contract: a JSON array of `{attributes, geometry}`, in
 * the geometries' `spatialReference` or WGS84): 1–1000 features, attributes only of the layer's fields (OBJECTID is
 * the server's), each value of its field's type and length, a valid geometry of the layer's type inside the globe
 * (geometry/checkEsriGeometry: closed rings that neither cross nor touch) — stored in WGS84, rings in Esri's
 * orientation. The first problem is an error naming the feature and the field; nothing is added then.
 *
 * @example
 * const features = readAddedFeatures(layer, params.features);
 */
export function readAddedFeatures(layer: FeatureLayerRow, raw: unknown): AddedFeature[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw featureServiceErrors.invalidParameter('features must be a JSON array of features.');
    }
  }
  if (!Array.isArray(list) || list.length === 0) {
    throw featureServiceErrors.invalidParameter('features must be a JSON array of at least one feature.');
  }
  if (list.length > MAX_ADDED_FEATURES) {
    throw featureServiceErrors.invalidParameter(`Add at most ${MAX_ADDED_FEATURES} features at a time.`);
  }
  const byName = new Map(layer.fields.map((field, position) => [field.name.toLowerCase(), { field, position }]));
  // One budget for the crossing checks of the whole call: many features cannot add up to a stall.
  const budget = sweepBudget();
  return list.map((feature: unknown, index) => {
    if (!isRecord(feature)) fail(index, 'a feature must be an object with attributes and a geometry.');
    const attributes = feature.attributes ?? {};
    if (!isRecord(attributes)) fail(index, 'attributes must be an object.');
    const values: (string | number | null)[] = layer.fields.map(() => null);
    for (const [name, value] of Object.entries(attributes)) {
      if (name.toLowerCase() === 'objectid') continue;
      const known = byName.get(name.toLowerCase());
      if (!known) fail(index, `the layer has no field ${name.slice(0, 64)}.`);
      values[known.position] = cell(known.field, value, index);
    }
    const geometry = feature.geometry;
    const wkid = readWkid(isRecord(geometry) ? (geometry.spatialReference ?? '') : '');
    if (!wkid) fail(index, 'the geometry must be in WGS84 (4326) or Web Mercator (3857).');
    return { values, ...geometryOf(layer, geometry, wkid, index, budget) };
  });
}
