import { z } from 'zod/mini';
import { TARGET_ENTITIES, type HubQuery, type TargetEntity } from '../search/HubQuery.ts';
import { hubQuerySchema } from '../search/hubQuerySchema.ts';

/**
 * Catalog schema version (spec 1 §9).
 *
 * @example
 * if (catalog.schemaVersion !== CATALOG_SCHEMA_VERSION) catalog = upgradeCatalogSchema(catalog);
 */
export const CATALOG_SCHEMA_VERSION = 1;

/** A named subset of a catalog: its scope is ANDed to the catalog's scope for the same target. */
export interface HubCollection {
  readonly key: string;
  readonly label: string;
  readonly targetEntity: TargetEntity;
  readonly scope: HubQuery;
  readonly include?: readonly string[];
  readonly hidden?: boolean;
}

/**
 * A catalog, schema version 1 (spec 1 §3): a scope per target entity and collections inside it.
 *
 * @example
 * const catalog: HubCatalog = {
 *   schemaVersion: 1, title: 'Parks',
 *   scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ group: ['0123'] }] }] } },
 *   collections: [],
 * };
 */
export interface HubCatalog {
  readonly schemaVersion: 1;
  readonly title: string;
  readonly scopes: Readonly<Partial<Record<TargetEntity, HubQuery>>>;
  readonly collections: readonly HubCollection[];
}

/**
 * The zod schema of a {@link HubCatalog} (catalogs are read from item data: an edge).
 *
 * @example
 * const catalog = hubCatalogSchema.parse(site.data.catalog);
 */
export const hubCatalogSchema: z.ZodMiniType<HubCatalog> = z.object({
  schemaVersion: z.literal(CATALOG_SCHEMA_VERSION),
  title: z.string(),
  scopes: z.partialRecord(z.enum(TARGET_ENTITIES), hubQuerySchema),
  collections: z.array(
    z.object({
      key: z.string().check(z.minLength(1)),
      label: z.string(),
      targetEntity: z.enum(TARGET_ENTITIES),
      scope: hubQuerySchema,
      include: z.optional(z.array(z.string())),
      hidden: z.optional(z.boolean()),
    }),
  ),
});
