import { commonToItem } from '../common/commonToItem.ts';
import { asRecord } from '../common/readField.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubSite } from './site.ts';

/**
 * The portal item and data of a site, written over `base` (the stored model) so that fields Plaza does not map
 * survive. Inverse of {@link siteFromModel} for every stored field; derived fields are not written.
 *
 * @example
 * const { item, data } = siteToModel({ ...site, name: 'Parks and Trails' }, stored);
 */
export function siteToModel(site: HubSite, base?: ItemModel): ItemModel {
  const baseData = base?.data ?? {};
  const values: Record<string, unknown> = {
    ...asRecord(baseData.values),
    subdomain: site.subdomain,
    defaultHostname: site.defaultHostname,
    map: site.map,
    theme: site.theme,
    pages: site.pages,
    layout: site.layout,
    uiVersion: site.uiVersion,
    capabilities: site.legacyCapabilities,
    teams: site.legacyTeams,
    isHubHome: site.isHubHome,
    contentViews: site.contentViews,
  };
  const optionalValues = {
    customHostname: site.customHostname,
    clientId: site.clientId,
    defaultExtent: site.defaultExtent,
    headerSass: site.headerSass,
    headContent: site.headContent,
    events: site.events,
    initiatives: site.initiatives,
    projects: site.projects,
    content: site.content,
    followersGroupId: site.followersGroupId,
  };
  for (const [key, value] of Object.entries(optionalValues)) {
    if (value === undefined) delete values[key];
    else values[key] = value;
  }
  return {
    item: commonToItem(site, base?.item),
    data: {
      ...baseData,
      values,
      catalog: site.catalog,
      feeds: site.feeds,
      notices: site.notices,
      telemetry: site.telemetry,
      settings: { ...asRecord(baseData.settings), features: site.features },
    },
  };
}
