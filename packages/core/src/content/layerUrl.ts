/** The item types whose url is a feature service (spec 2 §3 Content entity, kind "service"). */
const FEATURE_SERVICE_TYPES = new Set(['feature service', 'feature layer', 'table']);

const SERVER_PATH = /\/(mapserver|featureserver)(?:\/(\d+))?\/?$/i;

/**
 * Whether a url is a map or feature service, or one of their layers: a path part `MapServer` or `FeatureServer`
 * (spec 3 §7), optionally followed by a layer number.
 *
 * @example
 * isServiceUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer/0'); // true
 * isServiceUrl('https://example.org/data.csv'); // false
 */
export function isServiceUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && SERVER_PATH.test(urlPath(url));
}

/**
 * The layer number a service url addresses, or undefined when it names the whole service (or is no service url).
 *
 * @example
 * layerIdOfUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer/3'); // 3
 * layerIdOfUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer'); // undefined
 */
export function layerIdOfUrl(url: string | null | undefined): number | undefined {
  const id = typeof url === 'string' ? SERVER_PATH.exec(urlPath(url))?.[2] : undefined;
  return id === undefined ? undefined : Number(id);
}

/**
 * The url of a service's layer: the layer url itself when it names one, else `{service}/{layerId}` (default 0).
 *
 * @example
 * layerUrlOf('https://example.org/arcgis/rest/services/Trees/FeatureServer'); // '…/FeatureServer/0'
 */
export function layerUrlOf(url: string, layerId = 0): string {
  if (!isServiceUrl(url)) throw new Error(`${url} is not a map or feature service url.`);
  if (layerIdOfUrl(url) !== undefined) return url.replace(/\/$/, '');
  const [path, query] = splitQuery(url);
  return `${path.replace(/\/$/, '')}/${layerId}${query}`;
}

/**
 * The service a service or layer url belongs to: the url without its layer number (and without a trailing slash).
 *
 * @example
 * serviceUrlOf('https://example.org/arcgis/rest/services/Trees/FeatureServer/3'); // '…/FeatureServer'
 */
export function serviceUrlOf(url: string): string {
  if (!isServiceUrl(url)) throw new Error(`${url} is not a map or feature service url.`);
  const [path, query] = splitQuery(url);
  return `${path.replace(/\/$/, '').replace(/\/\d+$/, '')}${query}`;
}

/**
 * Whether an item type is served by a feature service (Feature Service, Feature Layer, Table), case-insensitively.
 *
 * @example
 * isFeatureServiceType('Feature Service'); // true
 * isFeatureServiceType('CSV'); // false
 */
export function isFeatureServiceType(type: string | null | undefined): boolean {
  return typeof type === 'string' && FEATURE_SERVICE_TYPES.has(type.toLowerCase());
}

function urlPath(url: string): string {
  return splitQuery(url)[0];
}

function splitQuery(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
