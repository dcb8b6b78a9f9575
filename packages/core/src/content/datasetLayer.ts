import { request, type IRequestOptions } from '@esri/arcgis-rest-request';
import { toPortalRequestError } from '../portal/portalRequest.ts';
import { layerUrlOf, serviceUrlOf } from './layerUrl.ts';

/** A field of a layer as its resource describes it. */
export interface LayerFieldInfo {
  readonly name: string;
  readonly alias?: string;
  readonly type: string;
  readonly length?: number;
}

/** What the dataset page and the datasets API read from a layer resource. */
export interface LayerInfo {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly geometryType?: string;
  readonly fields: readonly LayerFieldInfo[];
  readonly extent?: { xmin: number; ymin: number; xmax: number; ymax: number };
  readonly capabilities?: string;
  readonly maxRecordCount?: number;
  readonly supportedQueryFormats?: string;
  readonly objectIdField?: string;
}

/** A layer or table as a service root lists it. */
export interface ServiceLayerEntry {
  readonly id: number;
  readonly name: string;
  readonly geometryType?: string;
}

/** What a service root says of itself, as far as a dataset reads it. */
export interface ServiceInfo {
  readonly capabilities?: string;
  readonly supportedExtractFormats?: string;
  readonly maxRecordCount?: number;
  readonly layers?: readonly ServiceLayerEntry[];
  readonly tables?: readonly ServiceLayerEntry[];
  readonly [key: string]: unknown;
}

/**
 * A dataset's layer (spec 3 §3 dataset enrichments): its url, its resource, the service's other layers and tables, the
 * service's own description, and its record count — `Infinity` when the count query failed, with a warning.
 */
export interface DatasetLayer {
  readonly url: string;
  readonly layer: LayerInfo;
  /** Every layer and table of the service (empty when the service root could not be read). */
  readonly layers: readonly ServiceLayerEntry[];
  readonly server?: ServiceInfo;
  readonly recordCount: number;
  readonly warnings: readonly string[];
}

/** Who calls and how: the client library's authentication (tokens for federated servers included) and a signal. */
export interface LayerCallOptions {
  readonly authentication?: IRequestOptions['authentication'];
  readonly signal?: AbortSignal;
}

/**
 * A call to a map or feature service resource (`f=json` unless given), through `@esri/arcgis-rest-request`, so a
 * federated server's token is fetched as for any ArcGIS client; failures become `PortalRequestError`s.
 *
 * @example
 * const page = await queryLayer(`${layerUrl}/query`, { where: '1=1', outFields: '*' });
 */
export async function queryLayer<T>(
  url: string,
  params: IRequestOptions['params'],
  options: LayerCallOptions = {},
): Promise<T> {
  try {
    return (await request(url, {
      httpMethod: 'GET',
      params: { f: 'json', ...params },
      ...(options.authentication ? { authentication: options.authentication } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })) as T;
  } catch (error) {
    throw toPortalRequestError(error, url);
  }
}

/**
 * The layer of a dataset whose url is a service or a layer (layer 0 of a service), with its record count. A count
 * that cannot be had is `Infinity` with a warning (spec 2 §7), so the page still shows the rest.
 *
 * @example
 * const { layer, recordCount } = await fetchDatasetLayer(item.url, { authentication });
 */
export async function fetchDatasetLayer(url: string, options: LayerCallOptions = {}): Promise<DatasetLayer> {
  const layerUrl = layerUrlOf(url);
  const serviceUrl = serviceUrlOf(layerUrl);
  const warnings: string[] = [];
  const why = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const [layer, server, count] = await Promise.all([
    queryLayer<LayerInfo>(layerUrl, {}, options),
    queryLayer<ServiceInfo>(serviceUrl, {}, options).catch((error: unknown) => {
      warnings.push(`The service could not be read: ${why(error)}`);
      return undefined;
    }),
    queryLayer<{ count: number }>(`${layerUrl}/query`, { where: '1=1', returnCountOnly: true }, options).then(
      (answer) => answer.count,
      (error: unknown) => {
        warnings.push(`The record count could not be read: ${why(error)}`);
        return Infinity;
      },
    ),
  ]);
  return {
    url: layerUrl,
    layer,
    layers: [...(server?.layers ?? []), ...(server?.tables ?? [])],
    ...(server ? { server } : {}),
    recordCount: count,
    warnings,
  };
}

/** Per numeric field its count, minimum, maximum and mean; per date field its count and range (epoch ms). */
export interface LayerStatistics {
  readonly numeric: Readonly<
    Record<string, { count: number; min: number | null; max: number | null; avg: number | null }>
  >;
  readonly date: Readonly<Record<string, { count: number; min: number | null; max: number | null }>>;
}

const NUMERIC_TYPES = new Set([
  'esriFieldTypeInteger',
  'esriFieldTypeSmallInteger',
  'esriFieldTypeDouble',
  'esriFieldTypeSingle',
]);

/**
 * A layer's statistics (spec 3 §3 dataset `statistics`) in one `outStatistics` query over its number and date fields.
 *
 * @example
 * const { numeric } = await fetchLayerStatistics(layerUrl, layer.fields);
 */
export async function fetchLayerStatistics(
  layerUrl: string,
  fields: readonly LayerFieldInfo[],
  options: LayerCallOptions = {},
): Promise<LayerStatistics> {
  const numeric = fields.filter((f) => NUMERIC_TYPES.has(f.type));
  const dates = fields.filter((f) => f.type === 'esriFieldTypeDate');
  const asked = [
    ...numeric.flatMap((f, i) =>
      ['count', 'min', 'max', 'avg'].map((type) => ({ type, field: f.name, out: `${type}_n${i}` })),
    ),
    ...dates.flatMap((f, i) => ['count', 'min', 'max'].map((type) => ({ type, field: f.name, out: `${type}_d${i}` }))),
  ];
  if (asked.length === 0) return { numeric: {}, date: {} };
  const answer = await queryLayer<{ features?: { attributes: Record<string, number | null> }[] }>(
    `${layerUrl}/query`,
    {
      where: '1=1',
      outStatistics: JSON.stringify(
        asked.map((a) => ({ statisticType: a.type, onStatisticField: a.field, outStatisticFieldName: a.out })),
      ),
    },
    options,
  );
  const a = answer.features?.[0]?.attributes ?? {};
  const read = (name: string) => (typeof a[name] === 'number' ? a[name] : null);
  return {
    numeric: Object.fromEntries(
      numeric.map((f, i) => [
        f.name,
        { count: read(`count_n${i}`) ?? 0, min: read(`min_n${i}`), max: read(`max_n${i}`), avg: read(`avg_n${i}`) },
      ]),
    ),
    date: Object.fromEntries(
      dates.map((f, i) => [
        f.name,
        { count: read(`count_d${i}`) ?? 0, min: read(`min_d${i}`), max: read(`max_d${i}`) },
      ]),
    ),
  };
}
