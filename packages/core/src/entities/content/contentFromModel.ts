import { contentEntityFromItem } from '../../content/contentEntity.ts';
import { isDownloadable } from '../../content/isDownloadable.ts';
import { isServiceUrl } from '../../content/layerUrl.ts';
import { readLicense } from '../../content/licenses.ts';
import { getContentFamily } from '../../workspace/getContentFamily.ts';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { CONTENT_SCHEMA_VERSION, type HubContent } from './content.ts';

/**
 * A content entity from its item (the data, the item's file, is never read): the common fields, its licence, and the
 * derived content model — dates, service facts and links as the public content page reads them
 * (`contentEntityFromItem`), family, file, publisher, whether it is downloadable and its resources.
 *
 * @example
 * const content = contentFromModel({ item, data: {} }, { portal });
 * content.family; // "dataset"
 */
export function contentFromModel(model: ItemModel, context: EntityMapperContext): HubContent {
  const { item } = model;
  const common = commonFromModel(model, context, CONTENT_SCHEMA_VERSION);
  const derived = contentEntityFromItem(item, { portal: context.portal });
  const size = typeof item.size === 'number' && item.size >= 0 ? item.size : undefined;
  const fileName = typeof item.name === 'string' && item.name !== '' ? item.name : undefined;
  return {
    ...common,
    licenseInfo: item.licenseInfo ?? '',
    license: readLicense(item.licenseInfo),
    family: getContentFamily(item.type) ?? 'content',
    ...optional('fileName', fileName),
    ...optional('size', size),
    ...optional('folderId', typeof item.ownerFolder === 'string' && item.ownerFolder ? item.ownerFolder : undefined),
    publisher: { name: item.owner, username: item.owner, ...optional('orgId', item.orgId) },
    isDownloadable: isDownloadable(
      { type: item.type, typeKeywords: item.typeKeywords, access: item.access, size },
      { privatePortal: context.privatePortal ?? false },
    ),
    additionalResources: item.url
      ? [{ name: hostOf(item.url), url: item.url, isDataSource: isServiceUrl(item.url) }]
      : [],
    dates: { created: derived.createdDate, updated: derived.updatedDate },
    extendedProps: derived.extendedProps,
    links: {
      ...common.links,
      siteRelativeEntityType: derived.links.siteRelativeEntityType,
      contentEditUrl: derived.links.contentEditUrl,
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
