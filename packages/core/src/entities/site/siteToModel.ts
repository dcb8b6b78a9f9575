import { commonFieldWriters, emptyItemModel } from '../common/commonFieldWriters.ts';
import { writeModelPath } from '../common/modelPath.ts';
import { isRecord, type MutableItemModel } from '../common/mutableItemModel.ts';
import { sameJson, storeAt, writeEntityModel, type FieldWriters } from '../common/writeEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { capabilitiesFromFeatures } from './legacyCapabilities.ts';
import { legacyCapabilitiesOf } from './migrations/siteMigrationModel.ts';
import { SITE_ITEM_TYPES, type HubSite } from './site.ts';
import { siteFromModel } from './siteFromModel.ts';
import { catalogToLegacy, collectionsToSearchCategories } from './siteLegacyCatalog.ts';

const value = (field: keyof HubSite & string, member: string = field) =>
  [field, storeAt<HubSite>(field, ['data', 'values', member])] as const;

/** Where each site field is stored (ADR 0199), in the order they are written. */
const SITE_WRITERS: FieldWriters<HubSite> = [
  ...commonFieldWriters<HubSite>({ slugProperty: 'whenStored' }),
  value('subdomain'),
  value('defaultHostname'),
  value('customHostname'),
  value('clientId'),
  value('map'),
  value('defaultExtent'),
  value('theme'),
  value('pages'),
  value('headerSass'),
  value('headContent'),
  value('layout'),
  value('uiVersion'),
  value('contentViews'),
  value('legacyCapabilities', 'capabilities'),
  ['feeds', storeAt('feeds', ['data', 'feeds'])],
  ['permissions', storeAt('permissions', ['data', 'permissions'])],
  ['telemetry', storeAt('telemetry', ['data', 'telemetry'])],
  ['notices', storeAt('notices', ['data', 'notices'])],
  ['events', storeAt('events', ['data', 'events'])],
  ['initiatives', storeAt('initiatives', ['data', 'initiatives'])],
  ['projects', storeAt('projects', ['data', 'projects'])],
  ['content', storeAt('content', ['data', 'content'])],
  ['followersGroupId', storeAt('followersGroupId', ['item', 'properties', 'followersGroupId'])],
  ['legacyTeams', storeAt('legacyTeams', ['item', 'properties', 'teams'])],
  ['isHubHome', storeAt('isHubHome', ['item', 'properties', 'isHubHome'])],
  ['features', storeAt('features', ['data', 'settings', 'features'])],
  [
    'catalog',
    (model, site) => {
      writeModelPath(model, ['data', 'catalogV2'], site.catalog);
      // A site that still has a legacy catalog keeps it, and its search categories, in step for older clients.
      if (isRecord(model.data.catalog)) {
        writeModelPath(model, ['data', 'catalog'], catalogToLegacy(site.catalog));
        writeModelPath(
          model,
          ['data', 'values', 'searchCategories'],
          collectionsToSearchCategories(site.catalog.collections),
        );
      }
    },
  ],
];

/**
 * The portal item and data of a site. Over the stored model (`base`, as read and migrated) only the fields the site
 * changed are written — everything else, known or not, stays exactly as stored (issue 41); without a base every
 * field is written. Inverse of {@link siteFromModel}; derived fields are not written. The catalog is saved as the
 * reference saves it: in `data.catalogV2`, with the legacy `data.catalog` and search categories kept in step
 * when the site has them; the legacy capabilities `hideFollow` and `disableDiscussions` always follow the follow
 * and discussions switches.
 *
 * @example
 * const { item, data } = siteToModel({ ...site, name: 'Parks and Trails' }, stored);
 */
export function siteToModel(site: HubSite, base?: ItemModel): ItemModel {
  const model = writeEntityModel(
    site,
    SITE_WRITERS,
    base,
    (stored) => siteFromModel(stored, { portal: '' }),
    () => emptyItemModel(SITE_ITEM_TYPES[0]),
  ) as MutableItemModel;
  // On every save the legacy capabilities older clients read follow the switches (as the reference's save does).
  const capabilities = legacyCapabilitiesOf(model);
  const synced = capabilitiesFromFeatures(capabilities, site.features);
  if (!sameJson(capabilities, synced)) writeModelPath(model, ['data', 'values', 'capabilities'], synced);
  return model;
}
