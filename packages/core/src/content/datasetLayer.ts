import { request, type IRequestOptions } from '@esri/arcgis-rest-request';
import { toPortalRequestError } from '../portal/portalRequest.ts';
import { layerUrlOf } from './layerUrl.ts';

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

/** A dataset's layer: its url, its resource, and its record count — `Infinity` when the count query failed. */
export interface DatasetLayer {
  readonly url: string;
  readonly layer: LayerInfo;
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
  const layer = await queryLayer<LayerInfo>(layerUrl, {}, options);
  try {
    const { count } = await queryLayer<{ count: number }>(
      `${layerUrl}/query`,
      { where: '1=1', returnCountOnly: true },
      options,
    );
    return { url: layerUrl, layer, recordCount: count, warnings: [] };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { url: layerUrl, layer, recordCount: Infinity, warnings: [`The record count could not be read: ${why}`] };
  }
}
