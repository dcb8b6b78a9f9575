import { setSlugKeyword } from '../../ids/slugKeyword.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { setDiscussableKeyword, type StoredCommonFields } from './commonToItem.ts';
import { writeModelPath } from './modelPath.ts';
import { isRecord } from './mutableItemModel.ts';
import { storeAt, type FieldWriters } from './writeEntityModel.ts';

/** The common fields a kind writes, with `isDiscussable` (kept as the `cannotDiscuss` keyword). */
export type WritableCommonFields = StoredCommonFields & { readonly isDiscussable?: boolean };

/**
 * Where the common fields are stored (the reference's layout; ADR 0199): item fields on the item (`name` is the
 * title, `summary` the snippet), `schemaVersion`, `orgUrlKey`, `boundary`, `location` and `discussionSettings` in
 * `item.properties`, `display`, `geometry` and `associations` in the data (`associations` also in the item
 * properties, which search results carry). The slug is the `slug|` keyword and
 * `item.properties.slug` (for a site only when it already has one: the reference's sites keep none).
 *
 * @example
 * const writers: FieldWriters<HubPage> = [...commonFieldWriters<HubPage>({ slugProperty: 'always' }), ...];
 */
export function commonFieldWriters<E extends WritableCommonFields>(options: {
  readonly slugProperty: 'always' | 'whenStored';
}): FieldWriters<E> {
  const item = (field: keyof E & string, member: string = field) =>
    [field, storeAt<E>(field, ['item', member])] as const;
  return [
    item('id'),
    item('name', 'title'),
    item('summary', 'snippet'),
    item('description'),
    item('access'),
    item('owner'),
    item('orgId'),
    item('type'),
    item('typeKeywords'),
    item('tags'),
    item('categories'),
    item('culture'),
    item('extent'),
    item('url'),
    item('thumbnail'),
    item('created'),
    item('modified'),
    item('itemControl'),
    [
      'slug',
      (model, entity) => {
        model.item.typeKeywords = setSlugKeyword(model.item.typeKeywords ?? [], entity.slug);
        const stored = isRecord(model.item.properties) && model.item.properties.slug !== undefined;
        if (options.slugProperty === 'always' || stored)
          writeModelPath(model, ['item', 'properties', 'slug'], entity.slug);
      },
    ],
    [
      'isDiscussable',
      (model, entity) => {
        model.item.typeKeywords = setDiscussableKeyword(model.item.typeKeywords ?? [], entity.isDiscussable);
      },
    ],
    ['schemaVersion', storeAt<E>('schemaVersion', ['item', 'properties', 'schemaVersion'])],
    ['orgUrlKey', storeAt<E>('orgUrlKey', ['item', 'properties', 'orgUrlKey'])],
    ['boundary', storeAt<E>('boundary', ['item', 'properties', 'boundary'])],
    ['location', storeAt<E>('location', ['item', 'properties', 'location'])],
    ['discussionSettings', storeAt<E>('discussionSettings', ['item', 'properties', 'discussionSettings'])],
    ['display', storeAt<E>('display', ['data', 'display'])],
    ['geometry', storeAt<E>('geometry', ['data', 'geometry'])],
    [
      'associations',
      (model, entity) => {
        writeModelPath(model, ['data', 'associations'], entity.associations);
        // Also on the item, where search results carry it (a project lists its initiatives from search alone).
        writeModelPath(model, ['item', 'properties', 'associations'], entity.associations);
      },
    ],
  ];
}

/**
 * The model a new entity of a kind is written over: an item of the type with nothing else set, and empty data.
 *
 * @example
 * writeEntityModel(page, PAGE_WRITERS, undefined, readPage, () => emptyItemModel('Hub Page'));
 */
export function emptyItemModel(type: string): ItemModel {
  return {
    item: {
      id: '',
      owner: '',
      title: '',
      type,
      typeKeywords: [],
      tags: [],
      categories: [],
      access: 'private',
      created: 0,
      modified: 0,
      properties: {},
    },
    data: {},
  };
}
