import { getPortalItem } from '../entities/items/getPortalItem.ts';
import { getPortalItemData } from '../entities/items/getPortalItemData.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import type { HomeSiteModel } from './homeSiteModel.ts';

/**
 * The default home site model of a site id (spec 3 §7: "default home site model fetched by siteId"): the site's
 * item and its data, ready for {@link injectHomeSiteValues}. An unknown or hidden item fails as the portal fails.
 *
 * @example
 * const template = await fetchHomeSiteModel(homeSiteItemId, { portal, authentication });
 */
export async function fetchHomeSiteModel(siteId: string, options: PortalCallOptions): Promise<HomeSiteModel> {
  const [item, data] = await Promise.all([getPortalItem(siteId, options), getPortalItemData(siteId, options)]);
  return { item, data };
}
