/** A path part naming a map or feature server (spec 3 §5), wherever it is in the url, as the reference reads it. */
const SERVER_PART = /\/(map|feature)server/i;
/** The server part and what follows it: an optional layer number, then the rest of the path and query. */
const SERVER_PATH = /^(.*?\/(?:map|feature)server)(?:\/(\d+))?(?=[/?#]|$)/i;

/**
 * Whether a url is a map or feature service, or one of their layers or operations: it has a path part `MapServer`
 * or `FeatureServer` (spec 3 §5 "Map/feature-service URLs are recognised by a path part mapserver or
 * featureserver"; the reference's isMapOrFeatureServerUrl).
 *
 * @example
 * isServiceUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer/0'); // true
 * isServiceUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer/0/query'); // true
 * isServiceUrl('https://example.org/data.csv'); // false
 */
export function isServiceUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && SERVER_PART.test(url);
}

/**
 * The service type a map or feature service url names: `Map Service` or `Feature Service` (the reference's
 * getServiceTypeFromUrl), or undefined for other urls.
 *
 * @example
 * serviceTypeOfUrl('https://example.org/arcgis/rest/services/Roads/MapServer/12'); // "Map Service"
 */
export function serviceTypeOfUrl(url: string | null | undefined): 'Map Service' | 'Feature Service' | undefined {
  const kind = typeof url === 'string' ? SERVER_PART.exec(url)?.[1]?.toLowerCase() : undefined;
  return kind === 'map' ? 'Map Service' : kind === 'feature' ? 'Feature Service' : undefined;
}

/**
 * The layer number a url ends with, as the reference reads it (getLayerIdFromUrl: a last path segment of digits,
 * any service type, ImageServer included), or undefined — a url ending in a slash or a query names no layer.
 *
 * @example
 * layerIdOfUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer/3'); // 3
 * layerIdOfUrl('https://example.org/arcgis/rest/services/Elevation/ImageServer/0'); // 0
 * layerIdOfUrl('https://example.org/arcgis/rest/services/Trees/FeatureServer/3/'); // undefined
 */
export function layerIdOfUrl(url: string | null | undefined): number | undefined {
  const id = typeof url === 'string' ? /\/(\d+)$/.exec(url)?.[1] : undefined;
  return id === undefined ? undefined : Number(id);
}

/**
 * The url of a service's layer: `{service}/{n}` when the url names layer n after its server part, else
 * `{service}/{layerId}` (default 0); a query is kept.
 *
 * @example
 * layerUrlOf('https://example.org/arcgis/rest/services/Trees/FeatureServer'); // '…/FeatureServer/0'
 * layerUrlOf('https://example.org/arcgis/rest/services/Trees/FeatureServer/2/'); // '…/FeatureServer/2'
 */
export function layerUrlOf(url: string, layerId = 0): string {
  const [path, query] = splitQuery(url);
  const match = SERVER_PATH.exec(path);
  if (!match) throw new Error(`${url} is not a map or feature service url.`);
  return `${match[1] ?? ''}/${match[2] ?? layerId}${query}`;
}

/**
 * The service a service, layer or operation url belongs to: the url up to its server part (a query is kept).
 *
 * @example
 * serviceUrlOf('https://example.org/arcgis/rest/services/Trees/FeatureServer/3'); // '…/FeatureServer'
 */
export function serviceUrlOf(url: string): string {
  const [path, query] = splitQuery(url);
  const match = SERVER_PATH.exec(path);
  if (!match) throw new Error(`${url} is not a map or feature service url.`);
  return `${match[1] ?? ''}${query}`;
}

/**
 * Whether an item type is a feature service, case-insensitively (the reference's isFeatureService).
 *
 * @example
 * isFeatureServiceType('Feature Service'); // true
 * isFeatureServiceType('Feature Layer'); // false
 */
export function isFeatureServiceType(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.toLowerCase() === 'feature service';
}

function splitQuery(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
