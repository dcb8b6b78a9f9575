import { isRecord } from '../../common/mutableItemModel.ts';
import { siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1.2: the content groups of a 2017-era site (`data.values.groups`) move into its catalog
 * (`data.catalog.groups`), so the site keeps its content; a site without a catalog gets an empty one.
 */
export function ensureSiteCatalog(model: MutableSiteModel): void {
  const values = siteValues(model);
  const catalog = isRecord(model.data.catalog) ? model.data.catalog : {};
  if (values.groups) {
    catalog.groups = structuredClone(values.groups);
    delete values.groups;
  }
  model.data.catalog = catalog;
}
