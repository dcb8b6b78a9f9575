import { SITE_SCHEMA_VERSION } from '../../constants.ts';
import { removeDomainsBySiteId } from '../../hub-api/removeDomainsBySiteId.ts';
import { isEnterprise } from '../common/entityRequestOptions.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { assignSiteAddress } from './assignSiteAddress.ts';
import { migrateSiteModel } from './migrations/migrateSiteModel.ts';
import { SITE_ITEM_TYPES, SITE_TYPE_KEYWORDS, type HubSite } from './site.ts';
import { siteDefaults } from './siteDefaults.ts';
import { siteDomainContext } from './siteDomainOptions.ts';
import { siteFromModel } from './siteFromModel.ts';
import { siteToModel } from './siteToModel.ts';
import { syncSiteApp } from './syncSiteApp.ts';
import { syncSiteDomains } from './syncSiteDomains.ts';
import { getPortalItem } from '../items/getPortalItem.ts';
import { getPortalItemData } from '../items/getPortalItemData.ts';
import { updatePortalItem } from '../items/writePortalItem.ts';

/**
 * Sites for the generic entity calls: Hub Site Application (Site Application on enterprise), schema 1.8.
 * Creating or updating one reserves its subdomain and hostnames and registers them with the domain service, and a
 * site with a custom hostname gets its own OAuth app for signing in there (ADR 0106); deleting one removes its domain
 * records (cloud edition; the portal removes the app with the item).
 */
export const siteKind: ItemEntityKind<HubSite> = {
  kind: 'site',
  itemTypes: SITE_ITEM_TYPES,
  matchesItem: (item) => item.type === 'Web Mapping Application' && (item.typeKeywords ?? []).includes('hubSite'),
  newItemType: (options) => (isEnterprise(options) ? SITE_ITEM_TYPES[1] : SITE_ITEM_TYPES[0]),
  typeKeywords: SITE_TYPE_KEYWORDS,
  schemaVersion: SITE_SCHEMA_VERSION,
  defaults: siteDefaults,
  migrate: migrateSiteModel,
  fromModel: siteFromModel,
  toModel: siteToModel,
  prepareCreate: (site, options) => assignSiteAddress(site, siteDomainContext(options), options),
  afterCreate: async (site, options) => {
    await syncSiteDomains(site, siteDomainContext(options));
    const withApp = await syncSiteApp(site, options);
    if (withApp.clientId === site.clientId) return;
    const stored = { item: await getPortalItem(site.id, options), data: await getPortalItemData(site.id, options) };
    await updatePortalItem(siteToModel({ ...withApp, owner: stored.item.owner }, stored), options);
  },
  prepareUpdate: async (site, before, options) =>
    syncSiteApp(await assignSiteAddress(site, siteDomainContext(options), options, before), options, before),
  afterUpdate: (site, before, options) => syncSiteDomains(site, siteDomainContext(options), before),
  afterDelete: async (site, options) => {
    if (isEnterprise(options)) return;
    await removeDomainsBySiteId(site.id, {
      isPortal: false,
      ...(options.hubUrl ? { hubUrl: options.hubUrl } : {}),
      authentication: options.authentication,
    });
  },
};
