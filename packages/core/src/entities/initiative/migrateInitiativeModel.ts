import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';
import { INITIATIVE_SCHEMA_VERSION } from '../../constants.ts';
import { readCatalog } from '../common/readCatalog.ts';
import { ensureRecord, isRecord, type MutableItemModel } from '../common/mutableItemModel.ts';
import { entityStatusSchema } from '../common/entityStatus.ts';
import { getStatusFromKeywords, setStatusKeyword } from '../common/statusKeyword.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { INITIATIVE_FEATURE_DEFAULTS } from './initiativeDefaults.ts';

/**
 * Brings an initiative model to schema 2 (ADR 0032). Step 1.1 — before anything else touches the catalog —
 * builds the catalog from the legacy content group (`item.properties.contentGroupId` or
 * `data.values.contentGroupId`) through the catalog module's `upgradeCatalogSchema`. Step 2 (V2) adds the
 * `hubInitiativeV2` keyword, the status (default not started, mirrored as `status|{value}`), the view
 * (map hero), the feature switches, and converts any remaining legacy catalog to schema 1. Pure.
 *
 * @example
 * migrateInitiativeModel(legacy).item.properties?.schemaVersion; // 2
 */
export function migrateInitiativeModel(model: ItemModel): ItemModel {
  const from = typeof model.item.properties?.schemaVersion === 'number' ? model.item.properties.schemaVersion : 0;
  if (from >= INITIATIVE_SCHEMA_VERSION) return model;
  const copy = structuredClone(model) as MutableItemModel;
  copy.item.properties = copy.item.properties ?? {};
  if (from < 1.1) catalogFromContentGroup(copy);
  toVersion2(copy);
  copy.item.properties = { ...copy.item.properties, schemaVersion: INITIATIVE_SCHEMA_VERSION };
  return copy;
}

function catalogFromContentGroup(model: MutableItemModel): void {
  if (model.data.catalog !== undefined) return;
  const values = isRecord(model.data.values) ? model.data.values : {};
  const group = model.item.properties?.contentGroupId ?? values.contentGroupId;
  if (typeof group === 'string' && group) model.data.catalog = upgradeCatalogSchema({ groups: [group] });
}

function toVersion2(model: MutableItemModel): void {
  const keywords = model.item.typeKeywords.filter((keyword) => keyword !== 'hubInitiative');
  if (!keywords.includes('hubInitiativeV2')) keywords.push('hubInitiativeV2');
  const stored = entityStatusSchema.safeParse(model.data.status ?? getStatusFromKeywords(keywords));
  const status = stored.success ? stored.data : 'notStarted';
  model.data.status = status;
  model.item.typeKeywords = setStatusKeyword(keywords, status);

  const { catalog, readable } = readCatalog(model.data.catalog);
  if (!readable) model.data.legacyCatalog = model.data.catalog;
  model.data.catalog = catalog;

  const view = ensureRecord(model.data, 'view');
  if (!Array.isArray(view.featuredContentIds)) view.featuredContentIds = [];
  if (typeof view.hero !== 'string') view.hero = 'map';
  if (!Array.isArray(view.metricDisplays)) view.metricDisplays = [];
  const settings = ensureRecord(model.data, 'settings');
  if (!isRecord(settings.features)) settings.features = { ...INITIATIVE_FEATURE_DEFAULTS };
}
