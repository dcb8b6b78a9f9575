import type { Bounds } from '../geometry/toBounds.ts';
import type { PortalParams } from '../http/portalParams.ts';
import { featureServiceErrors } from './featureServiceErrors.ts';
import { isNumericField, type LayerField } from '../db/LayerField.ts';
import { fromWebMercator, readWkid, type Wkid } from './spatialReference.ts';
import { parseWhere } from './where/parseWhere.ts';
import type { WhereNode } from './where/WhereNode.ts';
import { WhereSyntaxError } from './where/WhereSyntaxError.ts';

/** The statistic types of `outStatistics`. */
export const STATISTIC_TYPES = ['count', 'sum', 'min', 'max', 'avg', 'stddev'] as const;
export type StatisticType = (typeof STATISTIC_TYPES)[number];

export interface LayerStatistic {
  readonly type: StatisticType;
  readonly field: LayerField;
  readonly outName: string;
}

/** What a `/query` call asks for, read and checked against the layer's fields. */
export interface LayerQuery {
  readonly format: 'json' | 'geojson';
  readonly answer: 'features' | 'count' | 'ids' | 'extent' | 'statistics';
  readonly where: WhereNode | undefined;
  readonly objectIds: readonly number[] | undefined;
  /** The `geometry` envelope in WGS84. */
  readonly envelope: Bounds | undefined;
  readonly outFields: readonly LayerField[];
  readonly returnGeometry: boolean;
  readonly outSR: Wkid;
  readonly orderBy: readonly { readonly field: LayerField; readonly descending: boolean }[];
  /** With statistics, `orderByFields` names group fields or statistics' output names. */
  readonly statisticsOrder: readonly {
    readonly group?: number;
    readonly statistic?: number;
    readonly descending: boolean;
  }[];
  readonly offset: number;
  readonly limit: number;
  readonly statistics: readonly LayerStatistic[];
  readonly groupBy: readonly LayerField[];
}

/** Highest `resultOffset` accepted (a row table never gets near it; bigger numbers are typos or probes). */
const MAX_OFFSET = 2_147_483_647;
const OUT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OBJECT_IDS = 2000;

/**
 * Reads the parameters of `{layer}/query` (the ArcGIS REST API's names and defaults): every value is checked here, so
 * what runs is always a valid query. Anything that cannot be used is a 400 naming the parameter and why.
 *
 * @example
 * readLayerQuery({ where: "Species = 'Oak'", outFields: '*', f: 'geojson' }, fields, 2000);
 */
export function readLayerQuery(
  params: PortalParams,
  fields: readonly LayerField[],
  maxRecordCount: number,
): LayerQuery {
  const text = (name: string): string | undefined => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw featureServiceErrors.invalidParameter(`${name} must be text, not a file.`);
    return value.trim() === '' ? undefined : value.trim();
  };
  const field = (name: string, parameter: string): LayerField => {
    const found = byName.get(name.toLowerCase());
    if (!found) throw featureServiceErrors.invalidParameter(`${parameter}: "${name}" is not a field of this layer.`);
    return found;
  };
  const byName = new Map(fields.map((f) => [f.name.toLowerCase(), f]));

  const format = readFormat(text('f'));
  const statistics = readStatistics(text('outStatistics'), field);
  const groupBy = list(text('groupByFieldsForStatistics')).map((name) => field(name, 'groupByFieldsForStatistics'));
  if (groupBy.length > 0 && statistics.length === 0) {
    throw featureServiceErrors.invalidParameter('groupByFieldsForStatistics needs outStatistics.');
  }
  const clash = statistics.find((s) => groupBy.some((g) => g.name.toLowerCase() === s.outName.toLowerCase()));
  if (clash) {
    throw featureServiceErrors.invalidParameter(`outStatistics: "${clash.outName}" is already a group field's name.`);
  }
  const countOnly = readBoolean(text('returnCountOnly'), 'returnCountOnly', false);
  const idsOnly = readBoolean(text('returnIdsOnly'), 'returnIdsOnly', false);
  const extentOnly = readBoolean(text('returnExtentOnly'), 'returnExtentOnly', false);
  const answer =
    statistics.length > 0 ? 'statistics' : countOnly ? 'count' : idsOnly ? 'ids' : extentOnly ? 'extent' : 'features';

  const outFieldsText = text('outFields');
  const outFields =
    outFieldsText === undefined
      ? fields.filter((f) => f.type === 'esriFieldTypeOID')
      : outFieldsText === '*'
        ? fields
        : unique(
            list(outFieldsText)
              .map((name) => (name === '*' ? fields : [field(name, 'outFields')]))
              .flat(),
          );

  const outSR = readWkid(text('outSR'));
  if (outSR === undefined) throw featureServiceErrors.invalidParameter('outSR must be 4326 or 102100 (Web Mercator).');

  const orderBy = list(text('orderByFields')).map((part) => {
    const [name, direction, ...rest] = part.split(/\s+/);
    const dir = direction?.toUpperCase();
    if (rest.length > 0 || (dir !== undefined && dir !== 'ASC' && dir !== 'DESC')) {
      throw featureServiceErrors.invalidParameter(`orderByFields: "${part}" is not "field [ASC|DESC]".`);
    }
    return { name: name!, descending: dir === 'DESC' };
  });
  const limit = readInteger(text('resultRecordCount'), 'resultRecordCount', maxRecordCount, 1, maxRecordCount);
  const offset = readInteger(text('resultOffset'), 'resultOffset', 0, 0, MAX_OFFSET);

  return {
    format,
    answer,
    where: readWhere(text('where')),
    objectIds: readObjectIds(text('objectIds')),
    envelope: readEnvelope(params, text),
    outFields,
    returnGeometry: readBoolean(text('returnGeometry'), 'returnGeometry', true),
    outSR,
    orderBy:
      statistics.length > 0
        ? []
        : orderBy.map(({ name, descending }) => ({ field: field(name, 'orderByFields'), descending })),
    statisticsOrder:
      statistics.length === 0
        ? []
        : orderBy.map(({ name, descending }) => {
            const lower = name.toLowerCase();
            const group = groupBy.findIndex((g) => g.name.toLowerCase() === lower);
            if (group >= 0) return { group, descending };
            const statistic = statistics.findIndex((s) => s.outName.toLowerCase() === lower);
            if (statistic >= 0) return { statistic, descending };
            throw featureServiceErrors.invalidParameter(
              `orderByFields: "${name}" is neither a group field nor a statistic's output name.`,
            );
          }),
    offset,
    limit,
    statistics,
    groupBy,
  };
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function unique(fields: LayerField[]): LayerField[] {
  return [...new Map(fields.map((f) => [f.column, f])).values()];
}

function readFormat(value: string | undefined): LayerQuery['format'] {
  const f = (value ?? 'json').toLowerCase();
  if (f === 'json' || f === 'pjson') return 'json';
  if (f === 'geojson') return 'geojson';
  throw featureServiceErrors.invalidParameter(`f=${value} is not supported: use json or geojson.`);
}

function readBoolean(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const v = value.toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw featureServiceErrors.invalidParameter(`${name} must be true or false.`);
}

function readInteger(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw featureServiceErrors.invalidParameter(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return n;
}

function readWhere(value: string | undefined): WhereNode | undefined {
  if (value === undefined) return undefined;
  try {
    return parseWhere(value);
  } catch (error) {
    if (error instanceof WhereSyntaxError) throw featureServiceErrors.invalidParameter(`where: ${error.message}`);
    throw error;
  }
}

function readObjectIds(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const ids = list(value).map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 0)) {
    throw featureServiceErrors.invalidParameter('objectIds must be a comma-separated list of whole numbers.');
  }
  if (ids.length > MAX_OBJECT_IDS) {
    throw featureServiceErrors.invalidParameter(`objectIds lists at most ${MAX_OBJECT_IDS} ids.`);
  }
  return ids;
}

/** The `geometry` filter: an envelope (JSON or `xmin,ymin,xmax,ymax`) with `spatialRel` intersects. */
function readEnvelope(params: PortalParams, text: (name: string) => string | undefined): Bounds | undefined {
  const geometry = text('geometry');
  if (geometry === undefined) return undefined;
  const type = text('geometryType') ?? 'esriGeometryEnvelope';
  if (type !== 'esriGeometryEnvelope') {
    throw featureServiceErrors.invalidParameter(`geometryType ${type} is not supported: use esriGeometryEnvelope.`);
  }
  const rel = text('spatialRel') ?? 'esriSpatialRelIntersects';
  if (rel !== 'esriSpatialRelIntersects' && rel !== 'esriSpatialRelEnvelopeIntersects') {
    throw featureServiceErrors.invalidParameter(`spatialRel ${rel} is not supported: use esriSpatialRelIntersects.`);
  }
  let numbers: number[];
  let sr: unknown = text('inSR');
  if (geometry.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(geometry);
    } catch {
      throw featureServiceErrors.invalidParameter('geometry is not valid JSON.');
    }
    const e = (parsed ?? {}) as Record<string, unknown>;
    numbers = [e.xmin, e.ymin, e.xmax, e.ymax].map((v) => (typeof v === 'number' ? v : NaN));
    if (e.spatialReference !== undefined) sr = e.spatialReference;
  } else {
    numbers = geometry.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  }
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) {
    throw featureServiceErrors.invalidParameter('geometry must be an envelope: xmin, ymin, xmax and ymax as numbers.');
  }
  const [xmin, ymin, xmax, ymax] = numbers as [number, number, number, number];
  if (xmin > xmax || ymin > ymax) {
    throw featureServiceErrors.invalidParameter('geometry: xmin must not exceed xmax, nor ymin ymax.');
  }
  const wkid = readWkid(sr);
  if (wkid === undefined) throw featureServiceErrors.invalidParameter('inSR must be 4326 or 102100 (Web Mercator).');
  if (wkid === 4326) return [xmin, ymin, xmax, ymax];
  const [x0, y0] = fromWebMercator(xmin, ymin);
  const [x1, y1] = fromWebMercator(xmax, ymax);
  return [x0, y0, x1, y1];
}

function readStatistics(
  value: string | undefined,
  field: (name: string, parameter: string) => LayerField,
): LayerStatistic[] {
  if (value === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw featureServiceErrors.invalidParameter('outStatistics is not valid JSON.');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 20) {
    throw featureServiceErrors.invalidParameter('outStatistics must be a list of 1 to 20 statistics.');
  }
  const names = new Set<string>();
  return parsed.map((entry: unknown) => {
    const s = (entry ?? {}) as Record<string, unknown>;
    const type = typeof s.statisticType === 'string' ? s.statisticType.toLowerCase() : '';
    if (!(STATISTIC_TYPES as readonly string[]).includes(type)) {
      throw featureServiceErrors.invalidParameter(
        `outStatistics: statisticType must be one of ${STATISTIC_TYPES.join(', ')}.`,
      );
    }
    if (typeof s.onStatisticField !== 'string') {
      throw featureServiceErrors.invalidParameter('outStatistics: each statistic needs an onStatisticField.');
    }
    const target = field(s.onStatisticField, 'outStatistics');
    if ((type === 'sum' || type === 'avg' || type === 'stddev') && !isNumericField(target)) {
      throw featureServiceErrors.invalidParameter(`outStatistics: ${type} needs a numeric field, not ${target.name}.`);
    }
    const outName =
      typeof s.outStatisticFieldName === 'string' && s.outStatisticFieldName !== ''
        ? s.outStatisticFieldName
        : `${type}_${target.name}`;
    if (!OUT_NAME.test(outName) || names.has(outName.toLowerCase())) {
      throw featureServiceErrors.invalidParameter(
        `outStatistics: "${outName}" must be a unique name of letters, digits and underscores.`,
      );
    }
    names.add(outName.toLowerCase());
    return { type: type as StatisticType, field: target, outName };
  });
}
