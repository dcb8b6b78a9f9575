import type { PortalItemRecord } from './mappers/itemToSearchResult.ts';

/**
 * A record of the hub search API: an OGC API – Records GeoJSON feature whose properties carry the
 * Records core fields (`type`, `title`, `description`, `keywords`, `created`, `updated` as ISO 8601)
 * and the portal item fields Plaza adds (`owner`, `orgId`, `access`, `snippet`, `tags`, ...).
 */
export interface RecordFeature {
  readonly type: 'Feature';
  readonly id: string;
  readonly geometry: unknown;
  readonly time?: unknown;
  readonly properties: RecordFeatureProperties;
  readonly links?: readonly { readonly rel: string; readonly href: string; readonly type?: string }[];
}

/** The properties of a {@link RecordFeature}: Records core fields, then portal item fields. */
export interface RecordFeatureProperties {
  readonly type: string;
  readonly title: string;
  readonly description?: string;
  readonly keywords?: readonly string[];
  /** ISO 8601 (Records), or epoch milliseconds (the hub API's item properties). */
  readonly created: string | number;
  readonly updated?: string | number;
  /** The hub API's item properties carry `modified` where Records says `updated`. */
  readonly modified?: string | number;
  readonly owner: string;
  readonly orgId?: string;
  readonly access: string;
  readonly snippet?: string;
  readonly tags?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly categories?: readonly string[];
  readonly thumbnail?: string | null;
  readonly url?: string | null;
  /** Who published the record, as the index says (a hub item result carries it, spec 3 §3). */
  readonly source?: string;
  /** The record's licence, as the index says. */
  readonly license?: string;
}

/**
 * Reads a hub search API record back into the portal item fields result mappers use, so the same
 * item gives the same result through either API: a Records feature (ISO dates), or the hub API's, whose properties
 * are the item itself (epoch dates, `modified`).
 *
 * @example
 * itemToSearchResult(recordFeatureToItem(feature), { portal });
 */
export function recordFeatureToItem(feature: RecordFeature): PortalItemRecord {
  const p = feature.properties;
  return {
    id: feature.id,
    title: p.title,
    type: p.type,
    owner: p.owner,
    access: p.access,
    created: epochOf(p.created),
    modified: epochOf(p.updated ?? p.modified),
    snippet: p.snippet ?? '',
    description: p.description ?? '',
    tags: p.tags ?? p.keywords ?? [],
    typeKeywords: p.typeKeywords ?? [],
    categories: p.categories ?? [],
    thumbnail: p.thumbnail ?? null,
    ...(p.orgId ? { orgId: p.orgId } : {}),
    ...(p.url ? { url: p.url } : {}),
  };
}

/** A date as epoch milliseconds: a number as it is, a text parsed (NaN when neither). */
function epochOf(value: string | number | undefined): number {
  return typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
}
