import { toBounds } from '../../geometry/toBounds.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { OBJECTID_FIELD, withObjectId, type LayerField } from '../../db/LayerField.ts';
import type { LayerQuery } from '../../features/readLayerQuery.ts';
import type { WhereNode } from '../../features/where/WhereNode.ts';

/** Features a page holds by default, and at most (OGC API – Features `limit`). */
export const OGC_DEFAULT_LIMIT = 10;
export const OGC_MAX_LIMIT = 2000;
const RESERVED = new Set(['limit', 'offset', 'bbox', 'bbox-crs', 'f', 'token']);
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/**
 * The `items` parameters of OGC API – Features Part 1 as a layer query: `limit` (1–2,000, default 10; a larger one is
 * answered with 2,000 as the standard permits), `offset`, `bbox` (four numbers, CRS84), and one equality filter per
 * property named as a parameter (`?Condition=Good`). Any other parameter is a 400, as the standard requires.
 *
 * @example
 * readOgcItemsQuery(new URL(c.req.url).searchParams, layer.fields);
 */
export function readOgcItemsQuery(params: URLSearchParams, fields: readonly LayerField[]): LayerQuery {
  const bad = (detail: string) => new HubApiError(400, 'Bad Request', detail);
  const all = withObjectId(fields);
  const filters: WhereNode[] = [];
  for (const [name, value] of params) {
    if (RESERVED.has(name)) continue;
    const field = fields.find((f) => f.name === name);
    if (!field) throw bad(`"${name.slice(0, 40)}" is neither a parameter nor a property of this collection.`);
    const literal =
      field.type === 'esriFieldTypeString' || field.type === 'esriFieldTypeDate'
        ? ({ kind: 'string', value } as const)
        : ({ kind: 'number', value: Number(value) } as const);
    if (literal.kind === 'number' && (value.trim() === '' || !Number.isFinite(literal.value))) {
      throw bad(`${name} is a number: "${value.slice(0, 40)}" is not.`);
    }
    filters.push({ kind: 'compare', op: '=', left: { kind: 'field', name: field.name, pos: 1 }, right: literal });
  }
  const integer = (name: string, fallback: number, min: number) => {
    const text = params.get(name);
    if (text === null) return fallback;
    if (!/^\d{1,10}$/.test(text) || Number(text) < min) throw bad(`${name} must be a whole number of at least ${min}.`);
    return Number(text);
  };
  const limit = Math.min(integer('limit', OGC_DEFAULT_LIMIT, 1), OGC_MAX_LIMIT);
  const offset = integer('offset', 0, 0);
  const crs = params.get('bbox-crs');
  if (crs !== null && crs !== CRS84) throw bad(`bbox-crs must be ${CRS84}.`);
  const bboxText = params.get('bbox');
  let envelope: LayerQuery['envelope'];
  if (bboxText !== null) {
    const numbers = bboxText.split(',').map((n) => (n.trim() === '' ? NaN : Number(n)));
    const flat = numbers.length === 6 ? [numbers[0]!, numbers[1]!, numbers[3]!, numbers[4]!] : numbers;
    envelope = toBounds(flat);
    if (!envelope) throw bad('bbox must be four numbers: west, south, east, north (or six with heights).');
  }
  const f = params.get('f');
  if (f !== null && f !== 'json' && f !== 'geojson') throw bad('f must be json or geojson.');
  return {
    format: 'geojson',
    answer: 'features',
    where: filters.reduce<WhereNode | undefined>((a, b) => (a ? { kind: 'and', left: a, right: b } : b), undefined),
    objectIds: undefined,
    envelope,
    outFields: all.filter((f) => f.column !== OBJECTID_FIELD.column),
    returnGeometry: true,
    outSR: 4326,
    orderBy: [],
    statisticsOrder: [],
    offset,
    limit,
    statistics: [],
    groupBy: [],
  };
}
