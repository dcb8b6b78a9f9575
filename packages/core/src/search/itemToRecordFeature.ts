import type { PortalItemRecord } from './mappers/itemToSearchResult.ts';
import type { RecordFeature } from './recordFeatureToItem.ts';

/**
 * The Records requirement class a record conforms to.
 *
 * @example
 * feature.conformsTo.includes(RECORD_CORE_CONFORMANCE); // true
 */
export const RECORD_CORE_CONFORMANCE = 'http://www.opengis.net/spec/ogcapi-records-1/1.0/req/record-core';

/** A portal item with its extent (`[[xmin, ymin], [xmax, ymax]]` in WGS84, empty when none). */
export interface PortalItemWithExtent extends PortalItemRecord {
  readonly extent?: readonly (readonly number[])[];
  readonly culture?: string | null;
}

/** A GeoJSON polygon of a WGS84 envelope. */
export interface EnvelopePolygon {
  readonly type: 'Polygon';
  readonly coordinates: readonly (readonly (readonly [number, number])[])[];
}

/**
 * Presents a portal item as an OGC API – Records GeoJSON record: `id`, `type: 'Feature'`, `conformsTo`,
 * `time` (created to modified), `geometry` (the extent as a polygon, or null), `properties` with the
 * Records core fields and the portal item fields, and `links` built by the caller.
 * {@link recordFeatureToItem} reads it back.
 *
 * @example
 * itemToRecordFeature(item, [{ rel: 'self', href: `${api}/collections/all/items/${item.id}` }]);
 */
export function itemToRecordFeature(
  item: PortalItemWithExtent,
  links: RecordFeature['links'] = [],
): RecordFeature & { readonly conformsTo: readonly string[] } {
  const created = new Date(item.created).toISOString();
  const updated = new Date(item.modified).toISOString();
  return {
    type: 'Feature',
    id: item.id,
    conformsTo: [RECORD_CORE_CONFORMANCE],
    time: { interval: [created, updated] },
    geometry: extentToPolygon(item.extent),
    properties: {
      type: item.type,
      title: item.title,
      description: item.description ?? '',
      keywords: [...(item.tags ?? [])],
      created,
      updated,
      ...(item.culture ? { language: { code: item.culture } } : {}),
      owner: item.owner,
      ...(item.orgId ? { orgId: item.orgId } : {}),
      access: item.access,
      snippet: item.snippet ?? '',
      tags: [...(item.tags ?? [])],
      typeKeywords: [...(item.typeKeywords ?? [])],
      categories: [...(item.categories ?? [])],
      thumbnail: item.thumbnail ?? null,
      url: item.url ?? null,
    },
    links,
  };
}

/**
 * `[[xmin, ymin], [xmax, ymax]]` → a closed polygon ring; null when absent or malformed.
 *
 * @example
 * extentToPolygon([[0, 0], [1, 1]])?.coordinates[0]; // [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]
 */
export function extentToPolygon(extent: PortalItemWithExtent['extent']): EnvelopePolygon | null {
  const [min, max] = extent ?? [];
  if (!min || !max || min.length < 2 || max.length < 2) return null;
  const [xmin, ymin] = min as [number, number];
  const [xmax, ymax] = max as [number, number];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [xmin, ymin],
        [xmax, ymin],
        [xmax, ymax],
        [xmin, ymax],
        [xmin, ymin],
      ],
    ],
  };
}
