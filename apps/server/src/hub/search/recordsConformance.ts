/**
 * The OGC API conformance classes `/api/search/v1` implements (ADR 0043): OGC API – Common core and
 * collections, and OGC API – Records core, record collections, the Records API, sorting, JSON and
 * GeoJSON. Not claimed: CQL2 filtering (our `filter` is the smaller grammar of spec 3 §7), HTML, OpenAPI.
 */
export const RECORDS_CONFORMANCE: readonly string[] = Object.freeze([
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/json',
  'http://www.opengis.net/spec/ogcapi-common-2/1.0/conf/collections',
  'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-core',
  'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-collection',
  'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-api',
  'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/sorting',
  'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/json',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
]);
