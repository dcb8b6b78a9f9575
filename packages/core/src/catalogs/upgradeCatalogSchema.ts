import { HubError } from '../errors/HubError.ts';
import { getDefaultItemCollections } from './getDefaultItemCollections.ts';
import { CATALOG_SCHEMA_VERSION, hubCatalogSchema, type HubCatalog } from './HubCatalog.ts';

/**
 * Title of a catalog upgraded from a legacy one that had none.
 *
 * @example
 * upgradeCatalogSchema({ groups: ['g1'] }).title === DEFAULT_CATALOG_TITLE; // true
 */
export const DEFAULT_CATALOG_TITLE = 'Default Catalog';

/**
 * Converts any catalog to schema 1 (spec 1 §4 "older catalogs are converted to catalog version 1").
 * A schema-1 catalog is validated and returned as a deep copy. A legacy catalog
 * (`{ groups: string | string[], orgId?, title? }`, as sites and initiatives stored it, an initiative's
 * content group included) becomes an item scope over those groups plus the default item collections;
 * without groups the item scope has no filter. Anything else throws `INVALID_CATALOG`.
 * Pure and stable: the site and initiative migrations call it.
 *
 * @example
 * upgradeCatalogSchema({ groups: ['0123'] }).scopes.item;
 * // { targetEntity: 'item', filters: [{ predicates: [{ group: ['0123'] }] }] }
 */
export function upgradeCatalogSchema(catalog: unknown): HubCatalog {
  const record = catalog ?? {};
  if (typeof record !== 'object' || Array.isArray(record)) invalid('a catalog must be an object');
  const fields = record as Record<string, unknown>;
  if (fields.schemaVersion === CATALOG_SCHEMA_VERSION) {
    const parsed = hubCatalogSchema.safeParse(structuredClone(record));
    if (!parsed.success) invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return parsed.data;
  }
  if (fields.schemaVersion !== undefined && fields.schemaVersion !== 0) {
    invalid(`unknown catalog schema version ${String(fields.schemaVersion)}`);
  }
  const groups = readGroups(fields.groups);
  return {
    schemaVersion: CATALOG_SCHEMA_VERSION,
    title: typeof fields.title === 'string' && fields.title ? fields.title : DEFAULT_CATALOG_TITLE,
    scopes: {
      item: { targetEntity: 'item', filters: groups.length ? [{ predicates: [{ group: groups }] }] : [] },
    },
    collections: getDefaultItemCollections(),
  };
}

function readGroups(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.filter((v) => v !== '');
  return invalid('groups must be a string or a list of strings');
}

function invalid(detail: string): never {
  throw new HubError('INVALID_CATALOG', `Invalid catalog: ${detail}.`);
}
