import { readCatalog } from '../../common/readCatalog.ts';
import { siteDefaults } from '../siteDefaults.ts';
import { ensureRecord, isRecord } from '../../common/mutableItemModel.ts';
import { type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1.8 (ADR 0032; 1.7 was never released): the catalog is converted to catalog schema 1 by the catalog
 * module's `upgradeCatalogSchema` (a catalog it cannot read is kept as `data.legacyCatalog`), and the feature
 * switches are stored (`data.settings.features`: follow and discussions on, discussions off when the item
 * carries `cannotDiscuss`, follow off when the site's legacy capabilities (`data.values.capabilities`) hold
 * `hideFollow`, so a site that hid its follow button keeps it hidden).
 */
export function migrateCatalogAndFeatures(model: MutableSiteModel): void {
  const { catalog, readable } = readCatalog(model.data.catalog);
  if (!readable) model.data.legacyCatalog = model.data.catalog;
  model.data.catalog = catalog;

  const settings = ensureRecord(model.data, 'settings');
  if (!isRecord(settings.features)) {
    settings.features = {
      ...siteDefaults().features,
      ...(model.item.typeKeywords.includes('cannotDiscuss') ? { 'hub:site:feature:discussions': false } : {}),
      ...(legacyCapabilities(model).includes('hideFollow') ? { 'hub:site:feature:follow': false } : {}),
    };
  }
}

function legacyCapabilities(model: MutableSiteModel): readonly unknown[] {
  const values = model.data.values;
  const capabilities = isRecord(values) ? values.capabilities : undefined;
  return Array.isArray(capabilities) ? capabilities : [];
}
