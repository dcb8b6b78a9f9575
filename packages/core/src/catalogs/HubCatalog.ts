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

/**
 * A named subset of a catalog: its scope is ANDed to the catalog's scope for the same target. An empty label means
 * "the collection's translated default label" (the reference stores `null` for it). `hidden` is also read from the
 * reference's `displayConfig.hidden`, which is kept as stored.
 */
export interface HubCollection {
  readonly key: string;
  readonly label: string;
  readonly targetEntity: TargetEntity;
  readonly scope: HubQuery;
  readonly include?: readonly string[];
  readonly hidden?: boolean;
  readonly displayConfig?: Readonly<Record<string, unknown>>;
}

/**
 * A catalog, schema version 1 (spec 1 §3): a scope per target entity and collections inside it. A catalog stored at a
 * later version is read as it is (the reference does the same; ADR 0198).
 *
 * @example
 * const catalog: HubCatalog = {
 *   schemaVersion: 1, title: 'Parks',
 *   scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ group: ['0123'] }] }] } },
 *   collections: [],
 * };
 */
export interface HubCatalog {
  readonly schemaVersion: number;
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
export const hubCatalogSchema: z.ZodMiniType<HubCatalog> = z.pipe(
  z.looseObject({
    schemaVersion: z.number().check(z.gte(CATALOG_SCHEMA_VERSION)),
    title: z.catch(z.string(), ''),
    scopes: z.partialRecord(z.enum(TARGET_ENTITIES), hubQuerySchema),
    collections: z._default(
      z.array(
        z.looseObject({
          key: z.string().check(z.minLength(1)),
          label: z.catch(z.string(), ''),
          targetEntity: z.enum(TARGET_ENTITIES),
          scope: hubQuerySchema,
          include: z.optional(z.array(z.string())),
          hidden: z.optional(z.boolean()),
          displayConfig: z.optional(z.record(z.string(), z.unknown())),
        }),
      ),
      [],
    ),
  }),
  z.transform((catalog): HubCatalog => ({
    ...catalog,
    collections: catalog.collections.map((collection) => {
      const hidden = collection.displayConfig?.hidden;
      return collection.hidden === undefined && typeof hidden === 'boolean' ? { ...collection, hidden } : collection;
    }),
  })),
);
