import { SITE_SCHEMA_VERSION } from '../../../constants.ts';
import type { ItemModel } from '../../items/itemModel.ts';
import { applySiteSchema } from './applySiteSchema.ts';
import { enforceLowercaseDomains } from './enforceLowercaseDomains.ts';
import { migrateBadBasemap } from './migrateBadBasemap.ts';
import { migrateCatalogAndFeatures } from './migrateCatalogAndFeatures.ts';
import { migrateEventListCards } from './migrateEventListCards.ts';
import { migrateFeedConfig } from './migrateFeedConfig.ts';
import { migrateLinkButtons } from './migrateLinkButtons.ts';
import { migrateTelemetryConfig } from './migrateTelemetryConfig.ts';
import type { MutableSiteModel } from './siteMigrationModel.ts';

/** The site schema steps, in order (spec 1 §9: 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8). Each is idempotent. */
export const SITE_MIGRATIONS: readonly {
  readonly version: number;
  readonly apply: (model: MutableSiteModel) => void;
}[] = Object.freeze([
  { version: 1, apply: applySiteSchema },
  { version: 1.1, apply: enforceLowercaseDomains },
  { version: 1.2, apply: migrateFeedConfig },
  { version: 1.3, apply: migrateEventListCards },
  { version: 1.4, apply: migrateLinkButtons },
  { version: 1.5, apply: migrateTelemetryConfig },
  { version: 1.6, apply: migrateBadBasemap },
  { version: 1.8, apply: migrateCatalogAndFeatures },
]);

/**
 * Brings a site model to schema 1.8, step by step from its `item.properties.schemaVersion` (none means a
 * 1.0-era site). Pure: a model already current is returned as is, otherwise a migrated deep copy.
 *
 * @example
 * const current = migrateSiteModel({ item, data }); // current.item.properties.schemaVersion === 1.8
 */
export function migrateSiteModel(model: ItemModel): ItemModel {
  const from = siteSchemaVersionOf(model);
  if (from >= SITE_SCHEMA_VERSION) return model;
  const copy = structuredClone(model) as MutableSiteModel;
  for (const step of SITE_MIGRATIONS) {
    if (from >= step.version) continue;
    step.apply(copy);
    copy.item.properties = { ...copy.item.properties, schemaVersion: step.version };
  }
  return copy;
}

/** The stored schema version of a site model (0 when it has none). */
export function siteSchemaVersionOf(model: { readonly item?: { readonly properties?: unknown } }): number {
  const properties = model.item?.properties;
  const version =
    properties !== null && typeof properties === 'object' && 'schemaVersion' in properties
      ? properties.schemaVersion
      : undefined;
  return typeof version === 'number' ? version : 0;
}
