import { z } from 'zod/mini';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { entityFeaturesSchema } from '../common/hubItemEntity.ts';
import { asRecord, readField, readOptional } from '../common/readField.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { SITE_SCHEMA_VERSION } from '../../constants.ts';
import { readCatalog } from '../common/readCatalog.ts';
import { hubSiteSchema, type HubSite } from './site.ts';
import { siteDefaults } from './siteDefaults.ts';
import { readNotices } from '../../notices/hubNotice.ts';

const shape = hubSiteSchema.shape;
const strings = z.array(z.string());
const record = z.record(z.string(), z.unknown());

/**
 * A site entity from its portal item and data (after migration), with every derived field.
 * Storage layout (ADR 0031): site settings under `data.values`, and `data.catalog`, `data.feeds`, `data.notices`,
 * `data.telemetry`, `data.settings.features`. Missing or malformed values read as their defaults.
 *
 * @example
 * const site = siteFromModel({ item, data }, { portal });
 * site.subdomain; // "parks"
 */
export function siteFromModel(model: ItemModel, context: EntityMapperContext): HubSite {
  const defaults = siteDefaults();
  const data = model.data;
  const values = asRecord(data.values);
  return {
    ...commonFromModel(model, context, SITE_SCHEMA_VERSION),
    subdomain: readField(z.string(), values.subdomain, ''),
    defaultHostname: readField(z.string(), values.defaultHostname, ''),
    ...optional('customHostname', readOptional(z.string(), values.customHostname)),
    ...optional('clientId', readOptional(z.string(), values.clientId)),
    map: readField(shape.map, values.map, defaults.map),
    ...optional('defaultExtent', readOptional(record, values.defaultExtent)),
    theme: readField(shape.theme, values.theme, defaults.theme),
    pages: readField(shape.pages, values.pages, []),
    ...optional('headerSass', readOptional(z.string(), values.headerSass)),
    ...optional('headContent', readOptional(z.string(), values.headContent)),
    layout: readField(shape.layout, values.layout, defaults.layout),
    uiVersion: readField(z.string(), values.uiVersion, defaults.uiVersion),
    feeds: readField(record, data.feeds, {}),
    ...optional('events', readOptional(record, values.events)),
    ...optional('initiatives', readOptional(strings, values.initiatives)),
    ...optional('projects', readOptional(strings, values.projects)),
    ...optional('content', readOptional(record, values.content)),
    catalog: readCatalog(data.catalog).catalog,
    features: { ...defaults.features, ...readField(entityFeaturesSchema, asRecord(data.settings).features, {}) },
    telemetry: readField(record, data.telemetry, {}),
    legacyCapabilities: readField(strings, values.capabilities, []),
    legacyTeams: readField(strings, values.teams, []),
    isHubHome: readField(z.boolean(), values.isHubHome, false),
    ...optional('followersGroupId', readOptional(z.string(), values.followersGroupId)),
    contentViews: readField(shape.contentViews, values.contentViews, defaults.contentViews),
    notices: readNotices(data.notices),
  };
}
