import { parseIdentifier } from '../ids/parseIdentifier.ts';
import { slugKeywordQuery } from '../ids/slugKeyword.ts';
import { EntityNotFoundError } from '../errors/EntityNotFoundError.ts';
import { PortalRequestError } from '../errors/PortalRequestError.ts';
import type { EntityRequestOptions } from './common/entityRequestOptions.ts';
import type { ItemEntityKind } from './common/itemEntityKind.ts';
import type { HubItemEntity } from './common/hubItemEntity.ts';
import { getPortalItem } from './items/getPortalItem.ts';
import { getPortalItemData } from './items/getPortalItemData.ts';
import type { ItemModel } from './items/itemModel.ts';
import { searchPortalItems } from './items/searchPortalItems.ts';

/**
 * The stored model of an entity of a kind, found by id, slug or `org::slug` (a bare slug is qualified with the
 * caller's org key). An item that does not exist, cannot be seen, or is of another kind is "not found".
 */
export async function fetchItemModel<E extends HubItemEntity>(
  kind: ItemEntityKind<E>,
  identifier: string,
  options: EntityRequestOptions,
): Promise<ItemModel> {
  const parsed = parseIdentifier(identifier, options.portalSelf?.urlKey);
  let id: string;
  if (parsed.kind === 'id') {
    id = parsed.id;
  } else {
    const types = kind.itemTypes.map((type) => `type:"${type}"`).join(' OR ');
    const q = types === '' ? slugKeywordQuery(parsed.slug) : `${slugKeywordQuery(parsed.slug)} AND (${types})`;
    const { results } = await searchPortalItems(q, options, { num: 1 });
    const found = results[0]?.id;
    if (!found) throw new EntityNotFoundError(kind.kind, identifier);
    id = found;
  }
  const item = await getPortalItem(id, options).catch((error: unknown) => {
    throw isNotFound(error) ? new EntityNotFoundError(kind.kind, identifier, { cause: error }) : error;
  });
  if (!isOfKind(kind, item.type) && !kind.matchesItem?.(item)) throw new EntityNotFoundError(kind.kind, identifier);
  return { item, data: kind.storesData === false ? {} : await getPortalItemData(id, options) };
}

/** Whether an item type is a kind's: by its own test for open-ended kinds, else by its list. */
export function isOfKind<E extends HubItemEntity>(kind: ItemEntityKind<E>, type: string): boolean {
  return kind.matchesType ? kind.matchesType(type) : kind.itemTypes.includes(type);
}

/** The portal answers 400 (CONT_0001) or 404 for an item that does not exist or cannot be seen. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof PortalRequestError && (error.status === 404 || error.status === 400 || error.code === 'CONT_0001')
  );
}
