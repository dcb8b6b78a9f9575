/**
 * Business constants and limits of spec 1 §9. Session lifetimes live in session/sessionConstants.ts, the catalog
 * schema version in catalogs/HubCatalog.ts, the aggregation size in search/HubQuery.ts (DEFAULT_AGG_LIMIT) and the
 * cloud environments in context/cloudEnvironments.ts, beside the code that uses them.
 */

/**
 * History entries kept for sites (newest first).
 *
 * @example
 * addHistoryEntry(history, entry).sites.length <= HISTORY_SITE_CAP; // true
 */
export const HISTORY_SITE_CAP = 10;
/**
 * History entries kept for every other entity kind (newest first).
 *
 * @example
 * addHistoryEntry(history, entry).entities.length <= HISTORY_OTHER_CAP; // true
 */
export const HISTORY_OTHER_CAP = 50;

/**
 * Largest user hub settings resource we store: 4.95 MB (4,950,000 bytes of UTF-8 JSON text; ADR 0034).
 *
 * @example
 * new TextEncoder().encode(text).length > USER_RESOURCE_MAX_BYTES; // too large to store
 */
export const USER_RESOURCE_MAX_BYTES = 4_950_000;

/**
 * Groups a user may join when the portal's limits call fails.
 *
 * @example
 * const maxGroups = limit ?? GROUP_LIMIT_FALLBACK; // 512
 */
export const GROUP_LIMIT_FALLBACK = 512;

/**
 * The current site schema version.
 *
 * @example
 * model.item.properties.schemaVersion === SITE_SCHEMA_VERSION; // up to date
 */
export const SITE_SCHEMA_VERSION = 1.8;
/**
 * The steps a site model goes through, in order, to reach {@link SITE_SCHEMA_VERSION}.
 *
 * @example
 * SITE_SCHEMA_STEPS.at(-1); // 1.8
 */
export const SITE_SCHEMA_STEPS: readonly number[] = Object.freeze([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8]);
/**
 * @example
 * initiative.schemaVersion === INITIATIVE_SCHEMA_VERSION; // 2
 */
export const INITIATIVE_SCHEMA_VERSION = 2;
/**
 * @example
 * page.schemaVersion === PAGE_SCHEMA_VERSION; // 1
 */
export const PAGE_SCHEMA_VERSION = 1;
/**
 * Schema version of project items (spec silent: the reference's 1.2 — 1.1 repairs the slug, 1.2 the timeline; ADR 0199).
 *
 * @example
 * project.schemaVersion === PROJECT_SCHEMA_VERSION; // 1.2
 */
export const PROJECT_SCHEMA_VERSION = 1.2;

/**
 * Longest slug, the `{orgKey}|` prefix included.
 *
 * @example
 * constructSlug(longName, 'riverside').length <= SLUG_MAX_LENGTH; // true
 */
export const SLUG_MAX_LENGTH = 256;
/**
 * Longest `{subdomain}-{orgKey}` DNS label.
 *
 * @example
 * `${subdomain}-${orgKey}`.length <= SUBDOMAIN_MAX_LENGTH; // true
 */
export const SUBDOMAIN_MAX_LENGTH = 63;
/**
 * Length of the random suffix a cut subdomain gets.
 *
 * @example
 * ensureSafeDomainLength(long, 'riverside', random).slice(-SUBDOMAIN_RANDOM_SUFFIX_LENGTH); // 'k3x9a'
 */
export const SUBDOMAIN_RANDOM_SUFFIX_LENGTH = 5;

/**
 * The portal limit read for the groups a user may join.
 *
 * @example
 * portalRequest(`portals/${id}/limits`, { portal, params: { ...PORTAL_GROUP_LIMIT } });
 */
export const PORTAL_GROUP_LIMIT = Object.freeze({ limitsType: 'Groups', limitName: 'MaxNumUserGroups' } as const);

/**
 * The hub services whose status the context reports.
 *
 * @example
 * HUB_SERVICES.includes('domains'); // true
 */
export const HUB_SERVICES = Object.freeze([
  'portal',
  'discussions',
  'events',
  'metrics',
  'notifications',
  'hub-search',
  'domains',
  'hub-downloads',
] as const);
/** A backing service whose status the context tracks (spec 1 §9). */
export type HubService = (typeof HUB_SERVICES)[number];

/**
 * Chart components loaded lazily by name.
 *
 * @example
 * CHART_COMPONENTS.includes('pie'); // true
 */
export const CHART_COMPONENTS = Object.freeze([
  'action-bar',
  'bar',
  'bar-line',
  'box-plot',
  'gauge',
  'histogram',
  'line',
  'pie',
  'scatter-plot',
] as const);

/**
 * Search type groups.
 *
 * @example
 * SEARCH_TYPE_GROUPS.includes('site'); // true
 */
export const SEARCH_TYPE_GROUPS = Object.freeze([
  'application',
  'dashboard',
  'dataset',
  'document',
  'initiative',
  'experience',
  'feedback',
  'page',
  'site',
  'storymap',
  'template',
  'webmap',
] as const);
