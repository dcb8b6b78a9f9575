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
import { syncSiteDomains } from './syncSiteDomains.ts';

/**
 * Sites for the generic entity calls: Hub Site Application (Site Application on enterprise), schema 1.8.
 * Creating or updating one reserves its subdomain and hostnames and registers them with the domain service;
 * deleting one removes its domain records (cloud edition).
 */
export const siteKind: ItemEntityKind<HubSite> = {
  kind: 'site',
  itemTypes: SITE_ITEM_TYPES,
  newItemType: (options) => (isEnterprise(options) ? SITE_ITEM_TYPES[1] : SITE_ITEM_TYPES[0]),
  typeKeywords: SITE_TYPE_KEYWORDS,
  schemaVersion: SITE_SCHEMA_VERSION,
  defaults: siteDefaults,
  migrate: migrateSiteModel,
  fromModel: siteFromModel,
  toModel: siteToModel,
  prepareCreate: (site, options) => assignSiteAddress(site, siteDomainContext(options), options),
  afterCreate: (site, options) => syncSiteDomains(site, siteDomainContext(options)),
  prepareUpdate: (site, before, options) => assignSiteAddress(site, siteDomainContext(options), options, before),
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
