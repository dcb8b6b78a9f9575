import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../database.ts';
import { ITEM_COLUMNS, type ItemRow } from './itemRepository.ts';

/** One relationship: from `originId` to `destinationId`, of a type. */
export interface ItemRelationship {
  readonly originId: string;
  readonly destinationId: string;
  readonly type: string;
}

/** Records a relationship (again: nothing changes); answers whether it is new. */
export async function insertItemRelationship(db: Db, relationship: ItemRelationship, now: number): Promise<boolean> {
  const result = await db
    .insertInto('item_relationships')
    .values({
      origin_id: relationship.originId,
      destination_id: relationship.destinationId,
      type: relationship.type,
      created: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('type')
    .executeTakeFirst();
  return result !== undefined;
}

/** Removes a relationship; answers whether there was one. */
export async function deleteItemRelationship(db: Db, relationship: ItemRelationship): Promise<boolean> {
  const result = await db
    .deleteFrom('item_relationships')
    .where('origin_id', '=', relationship.originId)
    .where('destination_id', '=', relationship.destinationId)
    .where('type', '=', relationship.type)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0) > 0;
}

/**
 * The items related to one by a type — forward: those it points at; reverse: those pointing at it — that the
 * visibility condition lets through, oldest relationship first.
 *
 * @example
 * await findRelatedItems(db, formId, 'Survey2Service', 'forward', itemVisibility(caller));
 */
export function findRelatedItems(
  db: Db,
  itemId: string,
  type: string,
  direction: 'forward' | 'reverse',
  visible: RawBuilder<SqlBool>,
): Promise<ItemRow[]> {
  const [from, to] =
    direction === 'forward' ? (['origin_id', 'destination_id'] as const) : (['destination_id', 'origin_id'] as const);
  return db
    .selectFrom('item_relationships')
    .innerJoin('items', 'items.id', `item_relationships.${to}`)
    .select(ITEM_COLUMNS)
    .where(`item_relationships.${from}`, '=', itemId)
    .where('item_relationships.type', '=', type)
    .where(visible)
    .orderBy('item_relationships.created')
    .orderBy('items.id')
    .execute();
}
