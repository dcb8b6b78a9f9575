import type { DownloadFilter } from '../../db/downloadTables.ts';
import { withObjectId, type LayerField } from '../../db/LayerField.ts';
import { readLayerQuery } from '../../features/readLayerQuery.ts';
import { compileWhere } from '../../features/where/compileWhere.ts';
import { WhereSyntaxError } from '../../features/where/WhereSyntaxError.ts';
import { PortalError } from '../../errors/portalError.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/** What a download request asks besides its item and format (hub.js `fetchHubApiDownloadFile`'s query). */
export interface DownloadAsk {
  /** The layer (`layers`); the item's first when not given. */
  readonly layerId: number | undefined;
  readonly redirect: boolean;
  /** `updateCache=true`: build a finished or failed export again. */
  readonly refresh: boolean;
  readonly where: string | undefined;
  readonly geometry: string | undefined;
  readonly fields: string | undefined;
}

const MAX_TEXT = 8000;

function bad(detail: string): HubApiError {
  return new HubApiError(400, 'Bad Request', detail);
}

function flag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw bad(`${name} must be true or false.`);
}

function text(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  if (!value) return undefined;
  if (value.length > MAX_TEXT) throw bad(`${name} is longer than ${MAX_TEXT} characters.`);
  return value;
}

/**
 * Reads a download request's query: `layers` (one layer id), `redirect`, `updateCache`, `where`, `geometry` (an
 * envelope, JSON or `xmin,ymin,xmax,ymax`), `fields`, and `spatialRefId` (4326 only: exports are written in WGS 84).
 *
 * @example
 * readDownloadAsk(new URL(c.req.url).searchParams);
 */
export function readDownloadAsk(query: URLSearchParams): DownloadAsk {
  const layers = text(query, 'layers');
  if (layers !== undefined && !/^\d{1,6}$/.test(layers)) throw bad('layers must be one layer id, a whole number.');
  const sr = text(query, 'spatialRefId');
  if (sr !== undefined && sr !== '4326') throw bad('spatialRefId must be 4326: exports are written in WGS 84.');
  return {
    layerId: layers === undefined ? undefined : Number(layers),
    redirect: flag(query, 'redirect', true),
    refresh: flag(query, 'updateCache', false),
    where: text(query, 'where'),
    geometry: text(query, 'geometry'),
    fields: text(query, 'fields'),
  };
}

/**
 * The filter of a request, checked against the layer's fields with the feature service's own reader (the same where
 * grammar, envelope and field names as `/query`); anything it refuses is a 400 saying why.
 *
 * @example
 * downloadFilter(ask, layer.fields); // { where: "Status = 'Issued'", envelope: [-117.4, 33.9, -117.3, 34] }
 */
export function downloadFilter(ask: DownloadAsk, stored: readonly LayerField[]): DownloadFilter {
  try {
    const query = readLayerQuery(
      {
        f: 'json',
        ...(ask.where ? { where: ask.where } : {}),
        ...(ask.geometry ? { geometry: ask.geometry } : {}),
        ...(ask.fields ? { outFields: ask.fields } : {}),
      },
      withObjectId(stored),
      1,
    );
    // Field names and value types are checked where the clause is compiled.
    if (query.where) compileWhere(query.where, withObjectId(stored));
    return {
      ...(ask.where ? { where: ask.where } : {}),
      ...(query.envelope ? { envelope: [...query.envelope] } : {}),
      ...(ask.fields && ask.fields !== '*' ? { fields: query.outFields.map((f) => f.name) } : {}),
    };
  } catch (error) {
    if (error instanceof PortalError) throw bad(error.message.replace(/^outFields/, 'fields'));
    if (error instanceof WhereSyntaxError) throw bad(`where: ${error.message}`);
    throw error;
  }
}
