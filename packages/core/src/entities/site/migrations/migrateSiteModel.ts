import { SITE_SCHEMA_VERSION } from '../../../constants.ts';
import type { ItemModel } from '../../items/itemModel.ts';
import { applySiteSchema } from './applySiteSchema.ts';
import { enforceLowercaseDomains } from './enforceLowercaseDomains.ts';
import { ensureBaseTelemetry } from './ensureBaseTelemetry.ts';
import { ensureHeaderComponentName } from './ensureHeaderComponentName.ts';
import { ensureLowercaseOrgUrlKey } from './ensureLowercaseOrgUrlKey.ts';
import { ensureSiteCatalog } from './ensureSiteCatalog.ts';
import { ensureSiteTelemetry } from './ensureSiteTelemetry.ts';
import { migrateBadBasemap } from './migrateBadBasemap.ts';
import { migrateEventListCards } from './migrateEventListCards.ts';
import { migrateFeedConfig } from './migrateFeedConfig.ts';
import { migrateLegacyCapabilities } from './migrateLegacyCapabilities.ts';
import { migrateLinkUnderlines } from './migrateLinkUnderlines.ts';
import { migrateTelemetryConfig } from './migrateTelemetryConfig.ts';
import { migrateWebMappingApplicationSites } from './migrateWebMappingApplicationSites.ts';
import { purgeNonGuidsFromCatalog } from './purgeNonGuidsFromCatalog.ts';
import { siteProperties, type MutableSiteModel } from './siteMigrationModel.ts';

/** A versioned step: applied to a site stored below its version, which is then stamped. */
interface SiteMigration {
  readonly version: number;
  readonly apply: (model: MutableSiteModel) => void;
}

/** The site schema steps, in order (spec 1 §9: 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8; what each does: ADR 0197). */
export const SITE_MIGRATIONS: readonly SiteMigration[] = Object.freeze([
  { version: 1, apply: applySiteSchema },
  { version: 1.1, apply: enforceLowercaseDomains },
  { version: 1.2, apply: ensureSiteCatalog },
  { version: 1.3, apply: purgeNonGuidsFromCatalog },
  { version: 1.4, apply: ensureSiteTelemetry },
  { version: 1.5, apply: migrateFeedConfig },
  { version: 1.6, apply: migrateEventListCards },
  { version: 1.8, apply: migrateTelemetryConfig },
]);

/** The version after which the reference stops deriving a site's features from its capabilities. */
const REFERENCE_CATALOG_V2_VERSION = 1.9;

/** Repairs run on every read, whatever the version (the reference's "versionless" migrations). */
const ON_EVERY_READ: readonly ((model: MutableSiteModel) => void)[] = [
  migrateBadBasemap,
  ensureBaseTelemetry,
  migrateWebMappingApplicationSites,
  migrateLinkUnderlines,
  ensureLowercaseOrgUrlKey,
  ensureHeaderComponentName,
];

/**
 * Brings a site model to schema 1.8 as the reference does (ADR 0197): each step above the stored
 * `item.properties.schemaVersion` (none means a 1.0-era site), the follow/discussions switches from the legacy
 * capabilities (before the 1.8 step, as the reference), then the repairs run on every read. A later stored version
 * is kept. Pure: the input is never changed, and a missing or partial item or data never makes it throw.
 *
 * @example
 * const current = migrateSiteModel({ item, data }); // current.item.properties.schemaVersion === 1.8
 */
export function migrateSiteModel(model: ItemModel): ItemModel {
  const copy = structuredClone({ item: model.item, data: model.data ?? {} }) as MutableSiteModel;
  const from = siteSchemaVersionOf(model);
  for (const step of SITE_MIGRATIONS) {
    if (from >= step.version) continue;
    if (step.version === SITE_SCHEMA_VERSION && from !== REFERENCE_CATALOG_V2_VERSION) migrateLegacyCapabilities(copy);
    step.apply(copy);
    siteProperties(copy).schemaVersion = step.version;
  }
  if (from >= SITE_SCHEMA_VERSION && from !== REFERENCE_CATALOG_V2_VERSION) migrateLegacyCapabilities(copy);
  for (const repair of ON_EVERY_READ) repair(copy);
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
