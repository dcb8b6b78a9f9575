import { HubError } from '../errors/HubError.ts';
import type { HubQuery, Predicate, TargetEntity } from '../search/HubQuery.ts';
import { CATALOG_SCHEMA_VERSION, hubCatalogSchema, type HubCatalog } from './HubCatalog.ts';

/**
 * Title of a catalog upgraded from a legacy one (the reference's; a legacy title is not carried over).
 *
 * @example
 * upgradeCatalogSchema({ groups: ['g1'] }).title === DEFAULT_CATALOG_TITLE; // true
 */
export const DEFAULT_CATALOG_TITLE = 'Default Catalog';

/**
 * Converts any catalog to schema 1 (spec 1 §4 "older catalogs are converted to catalog version 1") exactly as the
 * reference does (ADR 0198). A catalog at schema 1 or later is read as it is (a deep copy; a later version is not
 * refused). A legacy catalog (`{ groups: string | string[], orgId? }`, as sites and initiatives stored it) becomes
 * the "Default Catalog" with an item and an event scope over those groups and no collections; an organisation's
 * home-site catalog (`orgId`) ignores its groups and gets item, event, group and user scopes over the organisation.
 * Anything else (nothing, not an object) is a legacy catalog without groups. Throws `INVALID_CATALOG` only for a
 * catalog that claims schema 1 or later but has no readable scopes. Pure and stable: the migrations call it.
 *
 * @example
 * upgradeCatalogSchema({ groups: ['0123'] }).scopes.item;
 * // { targetEntity: 'item', filters: [{ predicates: [{ group: ['0123'] }] }] }
 */
export function upgradeCatalogSchema(catalog: unknown): HubCatalog {
  const fields: Record<string, unknown> =
    catalog !== null && typeof catalog === 'object' && !Array.isArray(catalog)
      ? (catalog as Record<string, unknown>)
      : {};
  if (typeof fields.schemaVersion === 'number' && fields.schemaVersion >= CATALOG_SCHEMA_VERSION) {
    const parsed = hubCatalogSchema.safeParse(structuredClone(fields));
    if (!parsed.success) {
      throw new HubError(
        'INVALID_CATALOG',
        `Invalid catalog: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}.`,
      );
    }
    return parsed.data;
  }
  const groups = readGroups(fields.groups);
  const groupFilters = groups.length ? [{ predicates: [{ group: groups }] }] : [];
  const orgId = typeof fields.orgId === 'string' && fields.orgId ? fields.orgId : undefined;
  const scopes: Partial<Record<TargetEntity, HubQuery>> = orgId
    ? {
        item: orgScope('item', [{ orgid: [orgId] }, { type: { not: ['Code Attachment'] } }]),
        event: orgScope('event', [{ orgId }]),
        group: orgScope('group', [{ orgid: orgId }]),
        user: orgScope('user', [{ orgid: orgId }]),
      }
    : {
        item: { targetEntity: 'item', filters: groupFilters },
        event: { targetEntity: 'event', filters: groupFilters },
      };
  return { schemaVersion: CATALOG_SCHEMA_VERSION, title: DEFAULT_CATALOG_TITLE, scopes, collections: [] };
}

function orgScope(targetEntity: TargetEntity, predicates: Predicate[]): HubQuery {
  return { targetEntity, filters: [{ operation: 'AND', predicates }] };
}

/** Legacy groups: one id, or a list (entries that are not strings are dropped). */
function readGroups(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
