import { z } from 'zod/mini';
import { SITE_SCHEMA_VERSION } from '../../constants.ts';
import { readNotices } from '../../notices/hubNotice.ts';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { entityFeaturesSchema } from '../common/hubItemEntity.ts';
import { isRecord } from '../common/mutableItemModel.ts';
import { asRecord, readField, readOptional } from '../common/readField.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { hubSiteSchema, type HubSite } from './site.ts';
import { siteCatalogOf } from './siteCatalogOf.ts';
import { readSiteLayout } from './readSiteLayout.ts';
import { readSiteTheme } from './readSiteTheme.ts';
import { siteDefaults } from './siteDefaults.ts';
import { sitePermissionGrants } from './sitePermissionGrants.ts';

const shape = hubSiteSchema.shape;
const strings = z.array(z.string());
const record = z.record(z.string(), z.unknown());

/**
 * A site entity from its portal item and data (after migration), with every derived field. Storage layout as the
 * reference's (ADR 0199): settings under `data.values` (`subdomain`, hostnames, `clientId`, `map`, `theme`, `pages`,
 * `layout`, `capabilities` as legacyCapabilities, ...); `data.feeds`, `data.permissions` (with the implicit grants),
 * `data.telemetry`, `data.settings.features`, `data.events`, `data.initiatives`, `data.projects`, `data.content`;
 * `item.properties.followersGroupId`, `teams` (legacyTeams) and `isHubHome`; the catalog from `data.catalogV2` or
 * the legacy `data.catalog` (see siteCatalogOf). Where Plaza stored a field before (under `data.values`) it is read
 * from there when the reference's place is empty. A missing, null or malformed value reads as its default; reading
 * never throws.
 *
 * @example
 * const site = siteFromModel({ item, data }, { portal });
 * site.subdomain; // "parks"
 */
export function siteFromModel(model: ItemModel, context: EntityMapperContext): HubSite {
  const defaults = siteDefaults();
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const values = asRecord(data.values);
  const properties = asRecord(model.item.properties);
  const either = (key: string, from: Record<string, unknown>): unknown => from[key] ?? values[key];
  return {
    ...commonFromModel({ item: model.item, data }, context, SITE_SCHEMA_VERSION),
    subdomain: readField(z.string(), values.subdomain, ''),
    defaultHostname: readField(z.string(), values.defaultHostname, ''),
    ...optional('customHostname', readOptional(z.string(), values.customHostname)),
    ...optional('clientId', readOptional(z.string(), values.clientId)),
    map: readField(shape.map, values.map, defaults.map),
    ...optional('defaultExtent', readOptional(record, values.defaultExtent)),
    theme: readSiteTheme(values.theme),
    pages: readField(shape.pages, values.pages, []),
    ...optional('headerSass', readOptional(z.string(), values.headerSass)),
    ...optional('headContent', readOptional(z.string(), values.headContent)),
    layout: readSiteLayout(values.layout),
    uiVersion: readField(z.string(), values.uiVersion, defaults.uiVersion),
    feeds: readField(record, data.feeds, {}),
    ...optional('events', readOptional(record, either('events', data))),
    ...optional('initiatives', readOptional(strings, either('initiatives', data))),
    ...optional('projects', readOptional(strings, either('projects', data))),
    ...optional('content', readOptional(record, either('content', data))),
    catalog: siteCatalogOf({ item: model.item, data }),
    features: { ...defaults.features, ...readField(entityFeaturesSchema, asRecord(data.settings).features, {}) },
    permissions: sitePermissionGrants({ item: model.item, data }),
    telemetry: readField(record, data.telemetry, {}),
    legacyCapabilities: readField(strings, values.capabilities, []),
    legacyTeams: readField(strings, either('teams', properties), []),
    isHubHome: readField(z.boolean(), either('isHubHome', properties), false),
    ...optional('followersGroupId', readOptional(z.string(), either('followersGroupId', properties))),
    contentViews: readField(shape.contentViews, values.contentViews, defaults.contentViews),
    notices: readNotices(data.notices),
  };
}
