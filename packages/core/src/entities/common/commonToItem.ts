import { setSlugKeyword } from '../../ids/slugKeyword.ts';
import type { PortalItem } from '../items/itemModel.ts';
import type { HubItemEntity } from './hubItemEntity.ts';

/** The stored common fields of an entity (derived ones are never written). */
export type StoredCommonFields = Omit<
  HubItemEntity,
  | 'canEdit'
  | 'canDelete'
  | 'canRecycle'
  | 'protected'
  | 'isDiscussable'
  | 'createdDate'
  | 'updatedDate'
  | 'links'
  | 'thumbnailUrl'
>;

const PROPERTY_FIELDS = [
  'orgUrlKey',
  'boundary',
  'location',
  'geometry',
  'display',
  'associations',
  'discussionSettings',
] as const;

/**
 * Type keywords saying whether an item may be discussed: `cannotDiscuss` present exactly when it may not (the
 * writer of `isDiscussable`, which `commonFromModel` reads). Unchanged when `discussable` is undefined.
 *
 * @example
 * setDiscussableKeyword(['hubProject'], false); // ['hubProject', 'cannotDiscuss']
 */
export function setDiscussableKeyword(keywords: readonly string[], discussable: boolean | undefined): string[] {
  if (discussable === undefined) return [...keywords];
  const rest = keywords.filter((keyword) => keyword !== 'cannotDiscuss');
  return discussable ? rest : [...rest, 'cannotDiscuss'];
}

/**
 * The portal item of an entity: its common fields written over `base` (the stored item, when there is one), so
 * item fields and properties Plaza does not map survive an update. The slug goes into `slug|` type keywords, and
 * `isDiscussable` (when given) into `cannotDiscuss`.
 */
export function commonToItem(
  entity: StoredCommonFields & { readonly isDiscussable?: boolean },
  base?: PortalItem,
): PortalItem {
  const properties: Record<string, unknown> = { ...(base?.properties ?? {}), schemaVersion: entity.schemaVersion };
  for (const field of PROPERTY_FIELDS) {
    if (entity[field] === undefined) delete properties[field];
    else properties[field] = entity[field];
  }
  const item: PortalItem = {
    ...base,
    id: entity.id,
    owner: entity.owner,
    title: entity.name,
    type: entity.type,
    typeKeywords: setDiscussableKeyword(setSlugKeyword(entity.typeKeywords, entity.slug), entity.isDiscussable),
    tags: [...entity.tags],
    categories: [...entity.categories],
    snippet: entity.summary,
    description: entity.description,
    access: entity.access,
    created: entity.created,
    modified: entity.modified,
    itemControl: entity.itemControl,
    properties,
  };
  setOrDelete(item, 'orgId', entity.orgId);
  setOrDelete(item, 'culture', entity.culture);
  setOrDelete(item, 'extent', entity.extent);
  setOrDelete(item, 'url', entity.url);
  setOrDelete(item, 'thumbnail', entity.thumbnail);
  return item;
}

function setOrDelete<K extends 'orgId' | 'culture' | 'extent' | 'url' | 'thumbnail'>(
  item: PortalItem,
  key: K,
  value: PortalItem[K] | undefined,
): void {
  if (value === undefined) delete item[key];
  else item[key] = value;
}
