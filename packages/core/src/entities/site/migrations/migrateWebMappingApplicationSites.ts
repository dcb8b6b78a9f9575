import type { MutableSiteModel } from './siteMigrationModel.ts';

/**
 * On every read: the first sites (2017) are Web Mapping Application items with the `hubSite` keyword; they read as
 * Hub Site Applications. The item's stored type is not changed by a save (the portal does not change item types).
 */
export function migrateWebMappingApplicationSites(model: MutableSiteModel): void {
  if (model.item.type === 'Web Mapping Application' && (model.item.typeKeywords ?? []).includes('hubSite')) {
    model.item.type = 'Hub Site Application';
  }
}
