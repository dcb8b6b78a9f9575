import { contentExtendedProps, fetchServerInfo } from '../../content/contentEntity.ts';
import { HubError } from '../../errors/HubError.ts';
import { getHubEntityType } from '../../workspace/getHubEntityType.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { CONTENT_SCHEMA_VERSION, type HubContent } from './content.ts';
import { contentDefaults } from './contentDefaults.ts';
import { contentFromModel } from './contentFromModel.ts';
import { contentToModel } from './contentToModel.ts';

/**
 * Content for the generic entity calls (ADR 0153): every item type that is no other kind's (`getHubEntityType` says
 * `content`), its data (the item's file) neither read nor written, and its service described after each fetch when
 * its url is a map or feature service. Content is added as a file or a link (`addItem`, the add-content flow), never
 * by `createEntity`.
 */
export const contentKind: ItemEntityKind<HubContent> = {
  kind: 'content',
  itemTypes: [],
  matchesType: (type) => getHubEntityType(type) === 'content',
  storesData: false,
  newItemType() {
    throw new HubError(
      'CONTENT_NOT_CREATABLE',
      'Content is added as a file or a link (addItem), not created as an entity.',
    );
  },
  typeKeywords: [],
  schemaVersion: CONTENT_SCHEMA_VERSION,
  defaults: contentDefaults,
  migrate: (model) => model,
  fromModel: contentFromModel,
  toModel: contentToModel,
  async afterFetch(content, options) {
    const server = await fetchServerInfo(content.url, options);
    return server ? { ...content, extendedProps: contentExtendedProps(content.url, server) } : content;
  },
};
